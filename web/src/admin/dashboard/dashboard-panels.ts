// Panels other areas add under the dashboard's figures (for example the officials to check, read
// from `stats.officialsToCheck`). Each is a component given the dashboard answer; add yours to the list.
import type { ComponentType } from 'react';
import type { DashboardDto } from '@civics/sync-protocol';
import { FreshnessSummary } from '../officials/freshness-summary';
import { RemindersSummary } from '../reminders/reminders-summary';

export type DashboardPanel = ComponentType<{ stats: DashboardDto }>;

export const dashboardPanels: DashboardPanel[] = [FreshnessSummary, RemindersSummary];
