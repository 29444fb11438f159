import { describe, expect, it } from "vitest";
import {
  FIX_STATUSES,
  fixMovesFrom,
  issueMovesFrom,
  ISSUE_SEVERITIES as SERVER_SEVERITIES,
  ISSUE_STATUSES as SERVER_STATUSES,
} from "../../../../server/src/modules/issues/states";
import { canApply, FIX_PATCH_MOVES, ISSUE_MOVES, ISSUE_SEVERITIES, ISSUE_STATUSES } from "./states";

describe("the dashboard's status moves", () => {
  it("are the server's issue moves, so the page never offers a move answered 409", () => {
    expect([...ISSUE_STATUSES]).toEqual([...SERVER_STATUSES]);
    expect([...ISSUE_SEVERITIES]).toEqual([...SERVER_SEVERITIES]);
    for (const from of SERVER_STATUSES) {
      expect([...ISSUE_MOVES[from]].sort(), from).toEqual([...issueMovesFrom(from)].sort());
    }
  });

  it("are the server's fix moves, and apply is offered only before applied or rejected", () => {
    for (const from of FIX_STATUSES) {
      expect([...FIX_PATCH_MOVES[from]].sort(), from).toEqual([...fixMovesFrom(from)].sort());
    }
    expect(FIX_STATUSES.filter(canApply)).toEqual(["draft", "proposed", "testing"]);
  });
});
