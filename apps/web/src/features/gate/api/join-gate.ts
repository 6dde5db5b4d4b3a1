import { API, gateStatusSchema, type GateStatus } from '@daftar/contract';
import { takeEarlyGateJoin } from '@/lib/api/early-gate-join';
import { http } from '@/lib/http-client';

/**
 * Joins the admission queue, or finds the place already held (issue 25): open when there is no
 * gate, the place and where the queue stands while waiting, or the admission once it is this
 * student's turn. Takes the join a first load started early, when there is one.
 */
export async function joinGate(): Promise<GateStatus> {
  return gateStatusSchema.parse(await (takeEarlyGateJoin() ?? http.post(API.gateJoin)));
}
