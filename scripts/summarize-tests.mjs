// Sums the vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed", and
// names every failed test, and every end-to-end test that passed only on its second try, with the
// first line of its error just above it, since the tail of the output is often all a CI log keeps.
// A step that failed without a report (type check, lint, build) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const reported = new Set();
const failures = [];
const flaky = [];

const firstLine = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is taken out
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function vitestFailures(report, suite) {
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const tests = file.assertionResults ?? [];
    for (const test of tests.filter((t) => t.status === 'failed')) {
      failures.push(`${suite}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      failures.push(`${suite}: ${where} (the file failed to run): ${firstLine(file.message)}`);
      failed += 1;
    }
  }
}

function playwrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        // A flaky test passed on its second try: it failed first with the first result's error.
        const error = (test.status === 'flaky' ? test.results?.[0] : test.results?.at(-1))?.error?.message;
        const line = `e2e: ${[...path, spec.title].join(' › ')}:${spec.line}: ${firstLine(error)}`;
        (test.status === 'flaky' ? flaky : failures).push(line);
      }
    }
    playwrightFailures(suite.suites, path);
  }
}

// Only the JSON reports: a step's own log may sit beside them.
for (const file of existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  reported.add(file);
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests;
    // numFailedTestSuites counts every describe block around a failed test too, so a file counts
    // only when it failed with no failed test in it (it could not be loaded).
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    vitestFailures(report, file.slice('vitest-'.length, -'.json'.length));
  } else if (file === 'playwright.json') {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    playwrightFailures(report.suites);
  }
}
for (const test of flaky) console.log(`flaky (failed, then passed on its second try): ${test}`);
for (const failure of failures) console.log(`failed: ${failure}`);
for (const step of failedSteps) {
  const hasReport =
    (step.startsWith('unit: ') && reported.has(`vitest-${step.slice(6)}.json`)) ||
    (step.startsWith('end-to-end') && reported.has('playwright.json'));
  if (!hasReport) failed += 1;
  const named = failures.some((f) => f.startsWith(`${step.startsWith('unit: ') ? step.slice(6) : 'e2e'}: `));
  // Vitest fails a run on an error thrown outside any test (an unhandled rejection) with every test passed.
  console.log(
    `step failed: ${step}${hasReport && !named ? ' (no test failed: an error outside the tests, above)' : ''}`,
  );
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
