import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish } from "../i18n/english-refs.ts";
import { translateMessage } from "../i18n/message.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import { sequencePayloadSchema } from "./passenger-schemas.ts";
import {
  compactSequence,
  currentOrder,
  decideSequenceChange,
  isSequenceLocked,
  lockOrder,
  moveToPosition,
  nextSequenceOnJoin,
  planSequenceMove,
  type SequenceUpdate,
} from "./sequence.ts";

compareReferencesInEnglish();

type P = { id: number; dropoffSequence: number | null };
const p = (id: number, dropoffSequence: number | null = null): P => ({ id, dropoffSequence });

/** Applies updates and returns ids in the resulting order, with their positions. */
function apply(passengers: P[], updates: SequenceUpdate[]): P[] {
  const next = passengers.map((x) => ({ ...x }));
  for (const u of updates) {
    const target = next.find((x) => x.id === u.id);
    if (!target) throw new Error(`no ${u.id}`);
    target.dropoffSequence = u.dropoffSequence;
  }
  return currentOrder(next);
}

describe("moveToPosition", () => {
  const order = [10, 20, 30, 40];
  it("moves down and up, shifting the others", () => {
    expect(moveToPosition(order, 10, 3)).toEqual([20, 30, 10, 40]);
    expect(moveToPosition(order, 40, 1)).toEqual([40, 10, 20, 30]);
    expect(moveToPosition(order, 30, 2)).toEqual([10, 30, 20, 40]);
  });
  it("leaves the order as it is when the position does not change", () => {
    expect(moveToPosition(order, 20, 2)).toEqual(order);
  });
  it("clamps out-of-range positions to 1..n", () => {
    expect(moveToPosition(order, 20, 0)).toEqual([20, 10, 30, 40]);
    expect(moveToPosition(order, 20, -5)).toEqual([20, 10, 30, 40]);
    expect(moveToPosition(order, 20, 99)).toEqual([10, 30, 40, 20]);
  });
  it("keeps every id exactly once and does not change its input", () => {
    const copy = [...order];
    const moved = moveToPosition(order, 30, 1);
    expect([...moved].sort()).toEqual([...order].sort());
    expect(order).toEqual(copy);
  });
  it("throws for an id that is not in the order", () => {
    expect(() => moveToPosition(order, 99, 1)).toThrow(RangeError);
  });
});

describe("currentOrder", () => {
  it("puts placed passengers by position, then the rest by join order", () => {
    const order = currentOrder([p(5), p(2, 2), p(3), p(9, 1), p(1)]);
    expect(order.map((x) => x.id)).toEqual([9, 2, 1, 3, 5]);
  });
});

describe("isSequenceLocked", () => {
  it("is locked only by the Lock Sequence flag", () => {
    expect(isSequenceLocked({ sequenceLocked: true })).toBe(true);
    expect(isSequenceLocked({ sequenceLocked: false })).toBe(false);
    expect(isSequenceLocked({})).toBe(false);
  });
});

describe("planSequenceMove", () => {
  it("numbers everyone 1..n in the new order", () => {
    const passengers = [p(1), p(2), p(3)];
    const updates = planSequenceMove(passengers, 3, 1);
    expect(updates).toEqual([
      { id: 3, dropoffSequence: 1 },
      { id: 1, dropoffSequence: 2 },
      { id: 2, dropoffSequence: 3 },
    ]);
  });

  it("lets the organizer move again after every passenger holds a position", () => {
    // One move down in a two-passenger ride places both; the order must stay movable (decision 014).
    let passengers = [p(1), p(2)];
    passengers = apply(passengers, planSequenceMove(passengers, 1, 2));
    expect(passengers).toEqual([p(2, 1), p(1, 2)]);
    const ride = {
      creatorId: 9,
      direction: "FC->SG" as const,
      status: "open" as const,
      sequenceLocked: false,
    };
    expect(decideSequenceChange(ride, 9)).toEqual({ ok: true });
    passengers = apply(passengers, planSequenceMove(passengers, 1, 1));
    expect(passengers).toEqual([p(1, 1), p(2, 2)]);
  });

  it("moves a placed passenger down, and up again", () => {
    let passengers = [p(1, 1), p(2, 2), p(3, 3), p(4, 4)];
    passengers = apply(passengers, planSequenceMove(passengers, 1, 3));
    expect(passengers).toEqual([p(2, 1), p(3, 2), p(1, 3), p(4, 4)]);
    passengers = apply(passengers, planSequenceMove(passengers, 1, 1));
    expect(passengers).toEqual([p(1, 1), p(2, 2), p(3, 3), p(4, 4)]);
  });

  it("places a newcomer who joined after the order was set", () => {
    const passengers = [p(1, 1), p(2, 2), p(3)];
    expect(apply(passengers, planSequenceMove(passengers, 3, 1))).toEqual([
      p(3, 1),
      p(1, 2),
      p(2, 3),
    ]);
  });

  it("clamps out-of-range positions", () => {
    const passengers = [p(1, 1), p(2, 2), p(3, 3)];
    expect(apply(passengers, planSequenceMove(passengers, 3, 0)).map((x) => x.id)).toEqual([
      3, 1, 2,
    ]);
    expect(apply(passengers, planSequenceMove(passengers, 1, 42))).toEqual([
      p(2, 1),
      p(3, 2),
      p(1, 3),
    ]);
  });

  it("writes nothing when a passenger stays where it is", () => {
    expect(planSequenceMove([p(1, 1), p(2, 2), p(3, 3)], 2, 2)).toEqual([]);
  });

  it("keeps positions 1..n whatever the moves", () => {
    let passengers = [p(1), p(2), p(3), p(4), p(5)];
    const moves: [number, number][] = [
      [4, 2],
      [1, 5],
      [5, 1],
      [2, 2],
      [3, -1],
    ];
    for (const [id, position] of moves) {
      passengers = apply(passengers, planSequenceMove(passengers, id, position));
      expect(passengers.map((x) => x.dropoffSequence)).toEqual([1, 2, 3, 4, 5]);
    }
  });
});

describe("lockOrder", () => {
  it("gives every passenger without a position the next free one", () => {
    const passengers = [p(4), p(2, 1), p(3)];
    expect(lockOrder(passengers)).toEqual([
      { id: 3, dropoffSequence: 2 },
      { id: 4, dropoffSequence: 3 },
    ]);
    expect(apply(passengers, lockOrder(passengers)).map((x) => x.dropoffSequence)).toEqual([
      1, 2, 3,
    ]);
  });
  it("closes gaps and writes nothing for an order already complete", () => {
    expect(lockOrder([p(1, 2), p(2, 5)])).toEqual([
      { id: 1, dropoffSequence: 1 },
      { id: 2, dropoffSequence: 2 },
    ]);
    expect(lockOrder([p(1, 1), p(2, 2)])).toEqual([]);
    expect(lockOrder([])).toEqual([]);
  });
});

describe("compactSequence and nextSequenceOnJoin", () => {
  it("renumbers the placed passengers after one leaves", () => {
    expect(compactSequence([p(1, 1), p(3, 3), p(4)])).toEqual([{ id: 3, dropoffSequence: 2 }]);
  });
  it("gives a new passenger the next position once the order is set or locked", () => {
    expect(nextSequenceOnJoin({ sequenceLocked: true }, [p(1, 1), p(2, 2)])).toBe(3);
    expect(nextSequenceOnJoin({ sequenceLocked: false }, [p(1, 1), p(2, 2)])).toBe(3);
    expect(nextSequenceOnJoin({ sequenceLocked: false }, [p(1), p(2)])).toBeNull();
    expect(nextSequenceOnJoin({ sequenceLocked: true }, [])).toBe(1);
  });
});

describe("decideSequenceChange", () => {
  const ride = {
    creatorId: 1,
    status: "open" as const,
    sequenceLocked: false,
  };
  it("allows the organizer of a ride whose order is unlocked", () => {
    expect(decideSequenceChange(ride, 1)).toEqual({ ok: true });
  });
  it("refuses any change to a cancelled ride's order", () => {
    expect(decideSequenceChange({ ...ride, status: "cancelled" }, 1)).toMatchObject({
      reason: "cancelled",
      status: 409,
    });
  });
  it("allows the assigned driver", () => {
    expect(decideSequenceChange({ ...ride, vendorId: 7 }, 7)).toEqual({ ok: true });
  });
  it("refuses others, then locked orders", () => {
    expect(decideSequenceChange({ ...ride, vendorId: 7 }, 2)).toMatchObject({
      reason: "not-creator",
      status: 403,
    });
    expect(decideSequenceChange({ ...ride, sequenceLocked: true }, 1)).toMatchObject({
      reason: "locked",
      status: 409,
    });
  });
});

describe("sequencePayloadSchema", () => {
  it("takes a whole position from 1", () => {
    expect(sequencePayloadSchema.parse({ sequence: 1 })).toEqual({ sequence: 1 });
    const issue = sequencePayloadSchema.safeParse({ sequence: 0 }).error?.issues[0];
    expect(translateMessage(testTranslator("en"), issue?.message ?? "")).toBe(
      "sequence must be at least 1",
    );
    expect(sequencePayloadSchema.safeParse({ sequence: "2" }).success).toBe(false);
  });
});
