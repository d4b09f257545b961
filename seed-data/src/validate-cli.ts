// `pnpm --filter seed-data validate`: checks every bank and prints counts and the coverage table.
// `--require-translations` also fails on a missing language file.
import { validateAll } from './validate.js';

const requireTranslations = process.argv.includes('--require-translations');
try {
  const { problems, coverage } = validateAll(requireTranslations);
  console.log('bank  language  questionText  options  explanation');
  for (const row of coverage) {
    const cell = (n: number) => `${n}/${row.of}`.padEnd(12);
    console.log(`${row.version}  ${row.language.padEnd(8)}  ${cell(row.questionText)}  ${cell(row.options)}  ${cell(row.explanation)}`);
  }
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log('\nAll content checks passed.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
