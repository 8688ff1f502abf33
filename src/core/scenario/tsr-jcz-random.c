/* tsr-jcz-random.c: JCloisterZone's own generator
 *
 * JCloisterZone (5.7 and later) draws its tiles with a generator of its
 * own rather than Java's: a double in [0, 1) that the host sends with the
 * game's setup (initialRandom) and with every end of a turn (a COMMIT's
 * random).  A number below @bound is the double times @bound, rounded
 * down; the next double comes from a 48-bit linear congruential step on
 * the low 48 bits of the current one's IEEE 754 bits, divided by 2^48.
 * So the tiles drawn, discards included, follow from the numbers a saved
 * game keeps, and a turn's draws can be worked out again exactly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-jcz-random.h"

#define LCG_MASK ((G_GUINT64_CONSTANT (1) << 48) - 1)
#define LCG_MULTIPLIER G_GUINT64_CONSTANT (25214903917)
#define LCG_INCREMENT G_GUINT64_CONSTANT (11)

void
tsr_jcz_random_seed (TsrJczRandom *generator,
                     double        random)
{
  generator->random = random;
}

/**
 * tsr_jcz_random_next_int:
 * @bound: how many values there are to choose from, at least 1
 *
 * Returns: a number from 0 to @bound − 1, as JCloisterZone picks it; the
 *   generator moves on to its next double
 */
guint
tsr_jcz_random_next_int (TsrJczRandom *generator,
                         guint         bound)
{
  guint next = (guint) (generator->random * bound);
  guint64 bits;

  /* Java's Double.doubleToLongBits, and its long arithmetic: only the low
   * 48 bits are kept, which unsigned wrapping leaves as they are. */
  memcpy (&bits, &generator->random, sizeof bits);
  bits = (LCG_MULTIPLIER * (bits & LCG_MASK) + LCG_INCREMENT) & LCG_MASK;
  generator->random = (double) bits / (double) (LCG_MASK + 1);

  return MIN (next, bound - 1);
}
