/* tsr-test-text.h: looking into text, for tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>
#include <glib.h>

G_BEGIN_DECLS

/* How many times @what occurs in @text (a saved file, say). */
static inline guint
test_count (const char *text,
            const char *what)
{
  guint n = 0;

  for (const char *p = strstr (text, what); p != NULL; p = strstr (p + 1, what))
    n++;
  return n;
}

G_END_DECLS
