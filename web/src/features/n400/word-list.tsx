// The N-400 words: each with its meaning and an example answer, the learner's language beside, and
// a button to hear the word and its meaning read aloud.
import { useTranslation } from 'react-i18next';
import type { StoredN400Bundle } from '../../db/n400';
import { Explained } from './meaning-practice';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { Translated } from '../../ui/officer/translated';

export function WordList({ bundle }: { bundle: StoredN400Bundle }) {
  const { t } = useTranslation('n400');
  return (
    <div className="stack">
      <p>{t('wordsIntro')}</p>
      <ul className="n400-words">
        {bundle.vocabulary.map((term) => (
          <li key={term.id} className="card n400-word">
            <h3 lang="en">{term.term}</h3>
            {term.translation && (
              <Translated
                text={term.translation.term}
                language={bundle.language}
                reviewed={term.translation.reviewed}
              />
            )}
            <OfficerVoice text={`${term.term}. ${term.plainEnglish}`} label={t('listenWord', { term: term.term })} />
            <Explained term={term} language={bundle.language} />
            <p className="n400-meta">{t('fromForm', { items: term.appearsIn.join('; ') })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
