// Reading an admin import file: JSON holding a bare list, or an object with the list under one key
// (the shape the seed and export files have). The server checks every record; this only finds the list.
import { errorText } from './admin-api';

/** The list in `file`, or an error that names the file and says what list it should hold. */
export async function listInJsonFile(file: File, key: string, expected: string): Promise<unknown[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch (error) {
    throw new Error(`${file.name} is not JSON (${errorText(error)})`, { cause: error });
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) throw new Error(`${file.name} holds no ${expected}`);
  return list as unknown[];
}
