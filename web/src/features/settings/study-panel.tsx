import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../lib/language-store';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { CheckboxField } from '../../ui/checkbox-field';
import { StateField, TestVersionField } from './account-fields';
import { DistrictField } from './district-field';
import { AvailableQuestions } from './available-questions';
import { CategoryField } from './category-field';
import { InterfaceLanguageField, TranslationLanguageField } from './language-field';
import type { PanelProps } from './panel-props';
import { Stepper } from '../../ui/stepper';
import { STUDY_QUESTIONS, TIME_LIMIT } from './stepper-limits';

export function StudyPanel({
  user,
  settings,
  change,
  account,
  available,
  actions,
  canTest,
  fixedTestOnly,
}: PanelProps) {
  const { t } = useTranslation('settings');
  const language = useLanguageStore((s) => s.language);
  const study = settings.studyModeSettings;
  return (
    <div className="settings-panel">
      <InterfaceLanguageField userId={user.id} />
      <TranslationLanguageField userId={user.id} />
      <CheckboxField
        role="switch"
        label={t('autoBilingual.label')}
        checked={study.autoBilingual}
        onChange={(event) => {
          useLanguageStore.getState().setAutoBilingual(event.target.checked);
          change({ study: { autoBilingual: event.target.checked } });
        }}
      />
      <TestVersionField user={user} account={account} />
      <StateField user={user} account={account} />
      <DistrictField user={user} account={account} />
      <AvailableQuestions count={available} />
      <CategoryField
        filters={study.categoryFilters}
        locked={!canTest}
        onChange={(categoryFilters) => change({ study: { categoryFilters } })}
      />
      <Stepper
        label={t('stepper.studyQuestions')}
        value={study.questionsCount}
        range={STUDY_QUESTIONS}
        onChange={(questionsCount) => change({ study: { questionsCount } })}
      />
      {/* The study session's time limit: it governs study, so it sits in the Study tab. */}
      <Stepper
        label={t('stepper.timeLimit')}
        value={study.timeLimit}
        range={TIME_LIMIT}
        onChange={(timeLimit) => change({ study: { timeLimit } })}
      />
      <div className="settings-actions">
        <Button block onClick={() => void actions.startStudy()}>
          {t('actions.startStudy')}
        </Button>
        {language === 'none' ? (
          <Button block variant="secondary" disabled>
            {t('actions.selectLanguageFirst')}
          </Button>
        ) : (
          <ButtonLink block variant="secondary" to={paths.studyResults}>
            {t('actions.studyResults')}
          </ButtonLink>
        )}
        <ButtonLink block variant="secondary" to={paths.listeningPracticeSettings}>
          {t('actions.listening')}
        </ButtonLink>
        <Button block variant="secondary" onClick={() => void actions.startTest()}>
          {t('actions.startTest')}
          {!canTest && !fixedTestOnly && <Lock size={18} aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}
