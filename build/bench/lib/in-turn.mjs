/**
 * The entries in the order of round `round`: the list turned by one place a round, so that each entry loads
 * first, second… as often as the others over the rounds. A fixed order puts the same entry after the same
 * neighbour every round (after its context closes, after the service answered it), which would bias one side
 * of a comparison the same way each time.
 * @template T
 * @param {readonly T[]} list
 * @param {number} round
 * @returns {T[]}
 */
export const inTurn = (list, round) => list.map((_, k) => /** @type {T} */ (list[(k + round) % list.length]));
