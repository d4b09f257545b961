// The signed-in account in the app's own camelCase shape. The server answers snake_case (spec
// part 1 §3); this is the one place that maps it.
import type { UserDto } from '@civics/sync-protocol';

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  cellphone: string;
  fullName: string | null;
  role: string;
  preferredLanguage: string;
  state: string | null;
  /** The congressional district in `state` (0 at large), or null while not chosen. */
  congressionalDistrict: number | null;
  testVersion: string;
  progressData: Record<string, unknown>;
  lastLogin: string | null;
  createdAt: string;
  isApproved: boolean;
  approvalLevel: number;
  approvedAt: string | null;
  endDate: string | null;
  emailVerified: boolean;
}

export const isAdmin = (user: Pick<CurrentUser, 'role'>): boolean => user.role === 'admin';

export function toCurrentUser(dto: UserDto): CurrentUser {
  return {
    id: dto.id,
    username: dto.username,
    email: dto.email,
    cellphone: dto.cellphone,
    fullName: dto.full_name,
    role: dto.role,
    preferredLanguage: dto.preferred_language,
    state: dto.state,
    congressionalDistrict: dto.congressional_district ?? null,
    testVersion: dto.test_version,
    progressData: dto.progress_data ?? {},
    lastLogin: dto.last_login,
    createdAt: dto.created_at,
    isApproved: dto.is_approved,
    approvalLevel: dto.approval_level,
    approvedAt: dto.approved_at,
    endDate: dto.end_date,
    emailVerified: dto.email_verified,
  };
}

/** A login or /api/user answer is trusted only if it looks like a user; anything else is a bad answer. */
export function isUserDto(value: unknown): value is UserDto {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.username === 'string' && typeof v.role === 'string';
}
