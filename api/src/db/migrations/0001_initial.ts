// Frozen in time: never import application code here (Kysely's migration guidance).
import { type Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn, msColumnType } from '../dialect.js';
import { ownedByUser } from './columns.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('cellphone', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('preferred_language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('state', 'text')
    .addColumn('test_version', 'text', (c) => c.notNull().defaultTo('2025'))
    .addColumn('progress_data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('last_login', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approval_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_at', 'text')
    .addColumn('end_date', 'text')
    .addColumn('cellphone_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verification_code_hash', 'text')
    .addColumn('email_verification_expiry', 'text')
    .addColumn('email_verification_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // [{question, answerHash}] x3; answers are salted hashes, never plain text.
    .addColumn('security_questions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('expires_at', msColumnType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('group_name', 'text')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await db.schema
    .createTable('subcategories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('official_number', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id'))
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('correct_option_index', 'integer', (c) => c.notNull())
    .addColumn('correct_option_id', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_time_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state_specific', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applicable_states', 'text')
    .addColumn('jurisdiction_type', 'text', (c) => c.notNull().defaultTo('FEDERAL'))
    .addColumn('star_6520', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answers_required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('dynamic_kind', 'text')
    .addColumn('official_answers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('questions_version_number', ['version', 'official_number'])
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('translations_question_language', ['question_id', 'language'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('study_mode_settings', 'text', (c) => c.notNull())
    .addColumn('test_mode_settings', 'text', (c) => c.notNull())
    // Per-field device times for last-writer-wins merging (DESIGN.md §3).
    .addColumn('field_times', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('system_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('study_mode_config', 'text', (c) => c.notNull())
    .addColumn('test_mode_config', 'text', (c) => c.notNull())
    .addColumn('user_registration_config', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer')
    .execute();

  await db.schema
    .createTable('tests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('questions_data', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('test'))
    .execute();

  // Append-only answer records keyed by the device's UUID; user_progress is derived from them.
  await db.schema
    .createTable('answer_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('study_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('answer_attempts_user')
    .on('answer_attempts')
    .columns(['user_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('user_progress')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_attempt_at', 'text')
    .addColumn('study_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_progress_pk', ['user_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('user_study_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('session_type', 'text', (c) => c.notNull())
    .addColumn('questions_count', 'integer', (c) => c.notNull())
    .addColumn('correct_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'text')
    .addColumn('category_filters', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();

  await db.schema
    .createTable('senators')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('senator_name', 'text', (c) => c.notNull())
    .addColumn('partisanship', 'text', (c) => c.notNull())
    .addColumn('inauguration_day', 'text')
    .addColumn('portrait_url', 'text')
    .addColumn('portrait_data', 'text')
    .addColumn('portrait_file_name', 'text')
    .addColumn('portrait_mime_type', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('as_of', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('governors')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('state', 'text', (c) => c.notNull().unique())
    .addColumn('state_name', 'text', (c) => c.notNull())
    .addColumn('governor_name', 'text', (c) => c.notNull())
    .addColumn('partisanship', 'text', (c) => c.notNull())
    .addColumn('inauguration_day', 'text')
    .addColumn('portrait', 'text')
    .addColumn('portrait_mime_type', 'text')
    .addColumn('portrait_data', 'text')
    .addColumn('as_of', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pricing_plans')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('billing_period', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Sync: the highest seq applied per device, and every op id applied (a resend is skipped).
  await db.schema
    .createTable('sync_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('sync_ops')
    .addColumn('op_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('server_seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sync_ops_user_server_seq').on('sync_ops').columns(['user_id', 'server_seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sync_ops',
    'sync_clients',
    'payment_methods',
    'pricing_plans',
    'governors',
    'senators',
    'user_study_sessions',
    'user_progress',
    'answer_attempts',
    'tests',
    'system_settings',
    'settings',
    'translations',
    'questions',
    'subcategories',
    'categories',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
