/* tsr-percentile.h: the percentiles the benchmarks report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

double  tsr_percentile  (GArray *times,
                         guint   percent);

G_END_DECLS
