// The --plans university (issue 48): twelve subjects of two to four sections, as plain data for
// bench/lib/dataset.mjs. Seats scale with the students so the run keeps its shape at any --students:
// the popular subjects have seats for about half of those who plan them, and each subject's first
// section (the time most students prefer) is its smallest, so preferred sections run out first.

// [code, name, credits, popularity weight, each section's seats as a share of the students]
const SUBJECTS = [
  ['PLN1001', 'Data Structures', 4, 3.0, [0.08, 0.12, 0.14]],
  ['PLN1002', 'Linear Algebra', 4, 3.0, [0.06, 0.1, 0.1, 0.1]],
  ['PLN1003', 'Operating Systems', 4, 2.6, [0.1, 0.2]],
  ['PLN1004', 'Databases', 3, 2.6, [0.07, 0.12, 0.16]],
  ['PLN1005', 'Statistics', 3, 1.6, [0.06, 0.12, 0.12, 0.16]],
  ['PLN1006', 'Networks', 3, 1.6, [0.12, 0.3]],
  ['PLN1007', 'Discrete Mathematics', 3, 1.4, [0.08, 0.15, 0.2]],
  ['PLN1008', 'Software Engineering', 3, 1.4, [0.1, 0.15, 0.2]],
  ['PLN1009', 'Technical Writing', 3, 0.8, [0.2, 0.3]],
  ['PLN1010', 'Ethics in Computing', 3, 0.8, [0.15, 0.2, 0.25]],
  ['PLN1011', 'History of Science', 3, 0.6, [0.2, 0.2, 0.2, 0.2]],
  ['PLN1012', 'Malay Language', 3, 0.6, [0.25, 0.35]],
];

// Two-hour slots Monday to Friday at 08:00, 10:00, 14:00 and 16:00, as in bench/lib/dataset.mjs.
const SLOT_HOURS = [8, 10, 14, 16];
const SLOTS = 5 * SLOT_HOURS.length;

/**
 * The catalogue spec: a subject's sections meet at distinct slots, spread over the week by a fixed
 * stride so that sections of different subjects sometimes meet at once (clashes happen, as in
 * a real timetable) without any subject being impossible to combine with another.
 */
export function plansCatalogueSpec(students) {
  let next = 0;
  const subjects = SUBJECTS.map(([code, name, credits, weight, shares]) => ({
    code,
    name,
    credits,
    // The popular half is "hot" for the dataset's read-back; nothing else depends on it.
    hot: weight >= 2,
    weight,
    sections: shares.map((share) => {
      // Stride 7 over 20 slots visits every slot before repeating one.
      const index = (next * 7) % SLOTS;
      next += 1;
      const hour = SLOT_HOURS[index % SLOT_HOURS.length];
      return {
        capacity: Math.max(1, Math.round(share * students)),
        meetings: [
          {
            day: 1 + Math.floor(index / SLOT_HOURS.length),
            start: hour * 60,
            end: (hour + 2) * 60,
          },
        ],
      };
    }),
  }));
  // Five subjects of at most 4 credits stay within the 20-credit maximum.
  return { creditMax: 20, subjects };
}
