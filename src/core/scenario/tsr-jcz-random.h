/* tsr-jcz-random.h: JCloisterZone's own generator, to draw as it drew
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double random;   /* in [0, 1) */
} TsrJczRandom;

void  tsr_jcz_random_seed     (TsrJczRandom *generator,
                               double        random);
guint tsr_jcz_random_next_int (TsrJczRandom *generator,
                               guint         bound);

G_END_DECLS
