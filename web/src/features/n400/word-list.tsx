// The N-400 words: each with its meaning and an example answer, the learner's language beside, and
// a button to hear the word and its meaning read aloud. In the words' review order (issue 32): the
// words due today first, then new ones, then the rest, each with where it stands (new / learning /
// known), replayed from the learner's synced answers.
import { useTranslation } from 'react-i18next';
import type { StoredN400Bundle } from '../../db/n400';
import type { WordSchedule } from '../../lib/n400/word-schedule';
import { Explained, WordsDue } from './meaning-practice';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { Translated } from '../../ui/officer/translated';

export function WordList({ bundle, schedule }: { bundle: StoredN400Bundle; schedule: WordSchedule }) {
  const { t } = useTranslation('n400');
  const byId = new Map(bundle.vocabulary.map((term) => [term.id, term]));
  const terms = schedule.order.flatMap((id) => byId.get(id) ?? []);
  return (
    <div className="stack">
      <p>{t('wordsIntro')}</p>
      <WordsDue count={schedule.due.size} />
      <ul className="n400-words">
        {terms.map((term) => {
          const state = schedule.state.get(term.id) ?? 'new';
          return (
            <li key={term.id} className="card n400-word" data-state={state}>
              <div className="n400-word-head">
                <h3 lang="en">{term.term}</h3>
                <span className="n400-word-state" data-testid="n400-word-state">
                  {t(`wordState_${state}`)}
                  {schedule.due.has(term.id) && ` · ${t('wordDueToday')}`}
                </span>
              </div>
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
          );
        })}
      </ul>
    </div>
  );
}
