// Test helpers (not part of the bundle): the API's answer to a save of a record someone else saved
// since the form read it. Kept out of test-api.ts, which the jest.mock factories load before the
// contracts module exists.
import { ApiError } from '@portal/shared-contracts';

/** Who saved the record meanwhile, as the server's message names them (in Czech under jest). */
export const CONFLICT_MESSAGE =
  'Záznam mezitím uložil(a) Dana Druhá (27.11.2026 9:05). Načtěte jej znovu a změny proveďte v aktuální verzi.';

/** The 409 `edit_conflict` of a save; `version` is the one saved meanwhile. */
export const editConflict = (version: number) =>
  new ApiError(409, {
    code: 'edit_conflict',
    message: CONFLICT_MESSAGE,
    requestId: 'r-conflict',
    conflict: { changedBy: { id: 7, name: 'Dana Druhá' }, changedAt: '2026-11-27T08:05:00.000Z', version },
  });
