// The Spanish interface speaks to the learner as "tú", the coach's voice (issue 31 item 10). A string
// written in the "usted" voice fails here, naming the file, the key and the word. Only forms that
// cannot be tú are listed: "su respuesta" stays allowed ("la pregunta y su respuesta" = its answer),
// and so do "puede"/"tiene" (he, she, it), "toque" (the noun in "a un toque") and "que inicie sesión"
// (anyone else who signs in).
import { describe, expect, it } from 'vitest';
import { flatten } from './locale-parity';

type Tree = Parameters<typeof flatten>[0];

/** Usted forms met while moving the Spanish text to tú; each word is matched whole, any case. */
const USTED_WORDS = [
  'usted',
  'ustedes',
  '(?<!que\\s)inicie sesión',
  'regístrese',
  'conéctese',
  'comuníquese',
  'asegúrese',
  'póngase',
  'califíquese',
  'elija',
  'pulse',
  'escriba',
  'introduzca',
  'verifique',
  'compruebe',
  'revise',
  'vuelva',
  'intente',
  'inténtelo',
  'espere',
  'permita',
  'agregue',
  'deslice',
  'practique',
  'repase',
  'empiece',
  'responda',
  'respóndalas',
  'escúchela',
  'escríbala',
  'ábralo',
  'pida',
  'ahorre',
  'añada',
  'aprenda',
  'escuche',
  'estudie',
  'envíe',
  'pague',
  'domine',
  'escríbanos',
  'contactarle',
  'diga su',
  'haga un',
  'siga así',
  'le damos la bienvenida',
  'puede usted',
  'quiere responder',
  'toque el',
  'toque la',
  'toque siguiente',
  'toque compartir',
  'su cuenta',
  'sus cuentas',
  'su contraseña',
  'su correo',
  'su navegador',
  'su progreso',
  'su puntuación',
  'su idioma',
  'su teléfono',
  'su calendario',
  'su estado',
  'su plan',
  'sus pagos',
  'sus errores',
  'sus datos',
  'sus resultados',
  'sus respuestas',
];

// \b does not know accented letters, so a word edge is "not a letter" on both sides.
const LETTER = 'a-záéíóúüñ';
const USTED_PATTERNS = USTED_WORDS.map((source) => ({
  word: source.replace(/^\(\?<!.*?\)/, ''),
  pattern: new RegExp(`(^|[^${LETTER}])${source.replace(/ /g, '\\s+')}(?![${LETTER}])`, 'i'),
}));

/** Each "file › key: word" where a string of one locale file uses an usted form. */
export function ustedProblems(file: string, tree: Tree): string[] {
  const problems: string[] = [];
  for (const [key, value] of flatten(tree)) {
    const text = String(value);
    for (const { word, pattern } of USTED_PATTERNS) {
      if (pattern.test(text)) problems.push(`${file} › ${key}: “${word}” in “${text}”`);
    }
  }
  return problems;
}

const spanishFiles = import.meta.glob<Tree>('./locales/es/*.json', { eager: true, import: 'default' });

describe('the Spanish interface says tú', () => {
  it('reads every Spanish namespace', () => {
    expect(Object.keys(spanishFiles).length).toBeGreaterThanOrEqual(27);
  });

  it.each(Object.entries(spanishFiles))('%s has no usted form', (path, tree) => {
    expect(ustedProblems(path.replace('./locales/', ''), tree)).toEqual([]);
  });
});

describe('the usted rule itself', () => {
  it('names the file, the key and the usted word it finds', () => {
    const planted = { auth: { login: { hint: 'Inicie sesión para guardar su progreso.' } } };
    expect(ustedProblems('es/auth.json', planted)).toEqual([
      'es/auth.json › auth.login.hint: “inicie sesión” in “Inicie sesión para guardar su progreso.”',
      'es/auth.json › auth.login.hint: “su progreso” in “Inicie sesión para guardar su progreso.”',
    ]);
    expect(ustedProblems('es/x.json', { a: '¿Cómo quiere responder, usted?' })).toHaveLength(2);
  });

  it('lets tú text and third-person "su" pass', () => {
    const tu = {
      a: 'Inicia sesión para guardar tu progreso.',
      b: 'Escucha cada pregunta y su respuesta leídas en voz alta.',
      c: 'Configuración está siempre a un toque.',
      d: 'El presidente y su gabinete.',
      e: 'Este navegador no puede leer en voz alta.',
      f: 'Nadie más que inicie sesión aquí los ve.',
    };
    expect(ustedProblems('es/x.json', tu)).toEqual([]);
  });

  it('does not match a usted word inside a longer word', () => {
    expect(ustedProblems('es/x.json', { a: 'Pulsera, escribano, devuelva' })).toEqual([]);
  });
});
