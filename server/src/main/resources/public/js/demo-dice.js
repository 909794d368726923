// Sample Kauda positions for the demo page only: boards and what the server would tell of them, drawn, not played.

// ---- Kauda ----

export const kaudaStake3 = { chips: { 1: 100, 2: 85, 3: 115 }, holder: 1, streak: 0, round: 2, staked: [3], stakes: {} };
export const kaudaMine3 = { 2: { stake: { khals: ['chauka', 'chhakka', 'panja'], least: 5, greatest: 50 } } };
/** Five players just after a throw of 7 (tiya) by seat 2 (chauka): the thrower pays tiya's backers. */
export const kaudaThrown5 = {
  chips: { 1: 130, 2: 62, 3: 100, 4: 88, 5: 120 }, holder: 3, streak: 0, round: 1, staked: [],
  stakes: { 1: 'tiya:15', 3: 'panja:10', 4: 'chhakka:12', 5: 'tiya:20' },
};
export const kaudaOutcome7 = '1011000011110000';
/** What the server tells of the sample throws: the khal they fell on and who paid whom. */
export const kaudaStake3Facts = { value: 7, name: 'tiya' };
export const kaudaOutcome7Facts = { value: 7, name: 'tiya', payouts: [{ from: 2, to: 1, chips: 15 }, { from: 2, to: 5, chips: 20 }] };
export const kaudaPass4 = { chips: { 1: 100, 2: 100, 3: 100, 4: 100 }, holder: 1, streak: 1, round: 1, staked: [], stakes: {} };
export const kaudaPassMine = Object.fromEntries([2, 3, 4].map(s => [s, { stake: { khals: ['chauka', 'chhakka', 'panja'], least: 10, greatest: 33 } }]));
