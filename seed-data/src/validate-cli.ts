// `pnpm --filter seed-data validate`: checks every bank and every translation in the five
// languages, and prints counts and the coverage table (bank × language × field).
// `--allow-missing-translations` tolerates a language file not written yet (while drafting).
import { validateAll } from './validate.js';

const requireTranslations = !process.argv.includes('--allow-missing-translations');
try {
  const { problems, coverage } = validateAll(requireTranslations);
  console.log('bank  language  questionText  options  explanation');
  for (const row of coverage) {
    const cell = (n: number) => `${n}/${row.of}`.padEnd(12);
    console.log(
      `${row.version}  ${row.language.padEnd(8)}  ${cell(row.questionText)}  ${cell(row.options)}  ${cell(row.explanation)}`,
    );
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
