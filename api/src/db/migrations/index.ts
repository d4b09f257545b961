import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_representatives_capitals.js';
import * as m0003 from './0003_progress_reset.js';
import * as m0004 from './0004_audit_log.js';
import * as m0005 from './0005_admin_security.js';
import * as m0006 from './0006_official_terms.js';
import * as m0008 from './0008_payments.js';
import * as m0007 from './0007_admin_content_tests.js';
import * as m0010 from './0010_account_safety.js';
import * as m0011 from './0011_answer_rating.js';
import * as m0012 from './0012_h19a_officeholders.js';
import * as m0013 from './0013_h19b_content_corrections.js';
import * as m0014 from './0014_security_events_lockouts.js';
import * as m0015 from './0015_h21_payment_reconciliation.js';
import * as m0016 from './0016_h19f_scheduled_mail_log.js';
import * as m0018 from './0018_h19d_district_wording.js';
import * as m0019 from './0019_h30_answer_given.js';
import * as m0022 from './0022_h32_n400.js';
import * as m0025 from './0025_reminders.js';
import * as m0026 from './0026_h32_vocabulary_answers.js';
import * as m0027 from './0027_h32_about_you_sync.js';

/** Every migration, named so that they sort; a static map so no file system scan is needed. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_representatives_capitals': m0002,
  '0003_progress_reset': m0003,
  '0004_audit_log': m0004,
  '0005_admin_security': m0005,
  '0006_official_terms': m0006,
  '0008_payments': m0008,
  '0007_admin_content_tests': m0007,
  '0010_account_safety': m0010,
  '0011_answer_rating': m0011,
  '0012_h19a_officeholders': m0012,
  '0013_h19b_content_corrections': m0013,
  '0014_security_events_lockouts': m0014,
  '0015_h21_payment_reconciliation': m0015,
  '0016_h19f_scheduled_mail_log': m0016,
  '0018_h19d_district_wording': m0018,
  '0019_h30_answer_given': m0019,
  '0022_h32_n400': m0022,
  '0025_reminders': m0025,
  '0026_h32_vocabulary_answers': m0026,
  '0027_h32_about_you_sync': m0027,
};
