// Sums the vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
// A step that failed without a report (type check, lint, build) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const reported = new Set();

for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  reported.add(file);
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
    skipped += report.numPendingTests + report.numTodoTests;
  } else if (file === 'playwright.json') {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
for (const step of failedSteps) {
  const hasReport =
    (step.startsWith('unit: ') && reported.has(`vitest-${step.slice(6)}.json`)) ||
    (step.startsWith('end-to-end') && reported.has('playwright.json'));
  if (!hasReport) failed += 1;
  console.log(`step failed: ${step}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
