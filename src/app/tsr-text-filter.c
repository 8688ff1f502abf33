/* tsr-text-filter.c: keeping out of the window's text what no scenario
 * file can hold
 *
 * A form feed or another control character but TAB and line breaks,
 * typed or pasted into a title, a description or a player's name, would
 * only make saving fail (tsr_scenario_check_text()): it is dropped as it
 * comes in, and the rest of what was typed or pasted is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-core.h"
#include "tsr-text-filter.h"

/* Returns: (transfer full) (nullable): the @length bytes of @text
 * without what a file cannot hold, or %NULL when they hold nothing such */
static char *
filter (const char *text,
        int         length)
{
  g_autofree char *whole = g_strndup (text, length < 0 ? strlen (text) : (gsize) length);
  char *kept = tsr_scenario_writable_text (whole);

  if (strcmp (kept, whole) == 0)
    g_clear_pointer (&kept, g_free);
  return kept;
}

static void
on_editable_insert (GtkEditable *editable,
                    const char  *text,
                    int          length,
                    int         *position,
                    gpointer     data)
{
  g_autofree char *kept = filter (text, length);

  if (kept == NULL)
    return;

  g_signal_handlers_block_by_func (editable, on_editable_insert, data);
  gtk_editable_insert_text (editable, kept, -1, position);
  g_signal_handlers_unblock_by_func (editable, on_editable_insert, data);
  g_signal_stop_emission_by_name (editable, "insert-text");
}

static void
on_buffer_insert (GtkTextBuffer *buffer,
                  GtkTextIter   *where,
                  const char    *text,
                  int            length,
                  gpointer       data)
{
  g_autofree char *kept = filter (text, length);

  if (kept == NULL)
    return;

  /* The insertion moves @where past the text, as the default handler's
   * would. */
  g_signal_handlers_block_by_func (buffer, on_buffer_insert, data);
  gtk_text_buffer_insert (buffer, where, kept, -1);
  g_signal_handlers_unblock_by_func (buffer, on_buffer_insert, data);
  g_signal_stop_emission_by_name (buffer, "insert-text");
}

/* Keeps what a scenario file cannot hold out of @editable (an entry or an
 * AdwEntryRow: the text goes in through its delegate). */
void
tsr_text_filter_editable (GtkEditable *editable)
{
  GtkEditable *delegate = gtk_editable_get_delegate (editable);

  g_signal_connect (delegate != NULL ? delegate : editable, "insert-text", G_CALLBACK (on_editable_insert), NULL);
}

/* Keeps what a scenario file cannot hold out of @buffer. */
void
tsr_text_filter_buffer (GtkTextBuffer *buffer)
{
  g_signal_connect (buffer, "insert-text", G_CALLBACK (on_buffer_insert), NULL);
}
