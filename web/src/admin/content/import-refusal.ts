// The server refuses a question file with its schema's words and a path ("Invalid questions.0: must
// have required property 'categoryId'"); the admin reads the question's place in the file and the
// field in plain words ("Question 1 of the file: categoryId is missing"), as the server's own rules say it.

const SCHEMA_REFUSAL = /^Invalid questions\.(\d+)(?:\.([\w.]+))?: (.+)$/;
const MISSING = /^must have required property '(\w+)'$/;

/** "options.1" → "option 2", "vietnamese.options.0" → "vietnamese option 1"; other paths stay as they are. */
const fieldName = (path: string) =>
  path.replace(
    /(^|\.)options\.(\d+)$/,
    (_, dot: string, index: string) => `${dot ? ' ' : ''}option ${Number(index) + 1}`,
  );

export function importRefusalText(message: string): string {
  const found = SCHEMA_REFUSAL.exec(message);
  if (!found) return message;
  const [, index, path, problem] = found as unknown as [string, string, string | undefined, string];
  const question = `Question ${Number(index) + 1} of the file`;
  const missing = MISSING.exec(problem);
  if (missing) return `${question}: ${path ? `${fieldName(path)}.` : ''}${missing[1]} is missing`;
  if (problem === 'must NOT have additional properties')
    return `${question}${path ? `: ${fieldName(path)}` : ''} has a field the import does not know`;
  return `${question}: ${path ? fieldName(path) : 'the question'} ${problem}`;
}
