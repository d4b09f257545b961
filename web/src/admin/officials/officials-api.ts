// Server state of the officials screens (TanStack Query over /api/admin/senators|governors, the
// import and the freshness report). Every write refreshes the list, the freshness and the audit log.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGovernorDto,
  AdminSenatorDto,
  FreshnessReport,
  OfficialsImportBody,
  OfficialsImportResult,
} from '@civics/sync-protocol';
import { adminGet, adminSend, adminUpload } from '../lib/admin-api';

export type OfficeKind = 'senators' | 'governors';

/** One row of either office, as the screens show it. */
export interface OfficialRow {
  id: number;
  state: string;
  stateName: string;
  name: string;
  party: string;
  senateClass: number | null;
  status: AdminSenatorDto['status'];
  validFrom: string | null;
  validUntil: string | null;
  inaugurationDay: string | null;
  termEnd: string | null;
  asOf: string;
  portrait: string | null;
}

const toRow = (dto: AdminSenatorDto | AdminGovernorDto): OfficialRow => ({
  id: dto.id,
  state: dto.state,
  stateName: dto.stateName,
  name: 'senatorName' in dto ? dto.senatorName : dto.governorName,
  party: dto.partisanship,
  senateClass: 'senateClass' in dto ? dto.senateClass : null,
  status: dto.status,
  validFrom: dto.validFrom,
  validUntil: dto.validUntil,
  inaugurationDay: dto.inaugurationDay,
  termEnd: dto.termEnd,
  asOf: dto.asOf,
  portrait: dto.portraitData && dto.portraitMimeType ? `data:${dto.portraitMimeType};base64,${dto.portraitData}` : null,
});

const listKey = (kind: OfficeKind) => ['admin', kind] as const;

export const useOfficials = (kind: OfficeKind) =>
  useQuery({
    queryKey: listKey(kind),
    queryFn: async () => (await adminGet<Array<AdminSenatorDto | AdminGovernorDto>>(`/admin/${kind}`)).map(toRow),
  });

export const useFreshness = () =>
  useQuery({
    queryKey: ['admin', 'officials-freshness'],
    queryFn: () => adminGet<FreshnessReport>('/admin/officials/freshness'),
  });

function useRefresh(kind: OfficeKind) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: listKey(kind) }),
      client.invalidateQueries({ queryKey: ['admin', 'officials-freshness'] }),
      client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

export function useSaveOfficial(kind: OfficeKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: object }) =>
      id ? adminSend<unknown>('PUT', `/admin/${kind}/${id}`, body) : adminSend<unknown>('POST', `/admin/${kind}`, body),
    onSettled: refresh,
  });
}

export function useRetireOfficial(kind: OfficeKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, effectiveDate }: { id: number; effectiveDate?: string }) =>
      adminSend<unknown>('DELETE', `/admin/${kind}/${id}${effectiveDate ? `?effectiveDate=${effectiveDate}` : ''}`),
    onSettled: refresh,
  });
}

export function useUploadPortrait(kind: OfficeKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return adminUpload<unknown>(`/admin/${kind}/${id}/portrait`, form);
    },
    onSettled: refresh,
  });
}

export function useImportOfficials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficialsImportBody) =>
      adminSend<OfficialsImportResult>('POST', '/admin/officials/import', body),
    onSuccess: (result) => {
      if (!result.dryRun) {
        void client.invalidateQueries({ queryKey: listKey(result.kind) });
        void client.invalidateQueries({ queryKey: ['admin', 'officials-freshness'] });
        void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      }
    },
  });
}
