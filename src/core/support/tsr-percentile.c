/* tsr-percentile.c: the percentiles the benchmarks report
 *
 * One definition for every figure that is a median or a percentile of
 * runs or frames: the window's frames and steps, the bare window's frames
 * they are compared with, and the start-ups `tessera-cli bench` times.
 * GLib only, so that the bare window can build this file alone and stay
 * bare.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tsr-percentile.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/**
 * tsr_percentile:
 * @times: (element-type double): measurements; sorted in place
 * @percent: 50 for the median, 100 for the worst
 *
 * Returns: the measurement below which @percent of @times fall (the one
 *   at index n × @percent / 100 once sorted), or 0 when there is none
 */
double
tsr_percentile (GArray *times,
                guint   percent)
{
  g_return_val_if_fail (times != NULL, 0);

  if (times->len == 0)
    return 0;

  g_array_sort (times, compare_doubles);
  return g_array_index (times, double, MIN (times->len - 1, times->len * percent / 100));
}
