// Panels other areas add under the dashboard's figures (for example the officials freshness list,
// read from `stats.extra`). Each is a component given the dashboard answer; add yours to the list.
import type { ComponentType } from 'react';
import type { DashboardDto } from '@civics/sync-protocol';
import { FreshnessPanel } from '../officials/freshness-panel';

export type DashboardPanel = ComponentType<{ stats: DashboardDto }>;

export const dashboardPanels: DashboardPanel[] = [FreshnessPanel];
