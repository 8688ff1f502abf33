/* tsr-tooltip.c: tooltips set in bulk without asking the display where
 * the pointer is
 *
 * gtk_widget_set_tooltip_text() in GTK 4.8 checks straight away whether
 * the pointer is over the widget, in case a tooltip is showing there;
 * on X11 that is a round trip to the server, grabbing it, five requests
 * in all.  Rows bound again by the hundred (the Steps panel after a jump
 * to a far step, the deck editor of a big board) spent most of their
 * time waiting for those answers.  Here the text is kept with the widget
 * and handed to GTK only when it asks, through GtkWidget::query-tooltip;
 * screen readers still hear it as the widget's description, as they do
 * a tooltip's.  A tooltip showing while its text changes keeps the old
 * text until the pointer moves, which in a list rebound under a still
 * pointer is what one would wish anyway.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-tooltip.h"

#define TOOLTIP_KEY "tsr-tooltip"

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    data)
{
  const char *text = tsr_tooltip_get (widget);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/**
 * tsr_tooltip_set:
 * @widget: a widget whose tooltip GTK does not set itself
 * @text: (nullable): the tooltip, or %NULL (or "") for none
 *
 * Gives @widget the tooltip @text, also as its accessible description,
 * as gtk_widget_set_tooltip_text() does, but without a round trip to
 * the display.  Setting the text it already has costs nothing.
 */
void
tsr_tooltip_set (GtkWidget  *widget,
                 const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (text, tsr_tooltip_get (widget)) == 0)
    return;

  if (g_signal_handler_find (widget, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_query_tooltip, NULL) == 0)
    {
      /* Whatever would answer first gives way to the text given here: a
       * link button answers with its address.  (GLib matches handlers
       * only by their function, closure or data; GTK's have no data.) */
      g_signal_handlers_block_matched (widget, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_DATA,
                                       g_signal_lookup ("query-tooltip", GTK_TYPE_WIDGET), 0, NULL, NULL, NULL);
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
    }
  g_object_set_data_full (G_OBJECT (widget), TOOLTIP_KEY, g_strdup (text), g_free);
  gtk_widget_set_has_tooltip (widget, text != NULL);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  /* A button that shows only an icon has no words but its tooltip:
   * GTK 4.8 would name it after its image's type ("GtkImage"). */
  if (GTK_IS_BUTTON (widget) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget))))
    {
      if (text != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
}

/**
 * tsr_tooltip_get:
 *
 * Returns: (nullable): the tooltip tsr_tooltip_set() gave @widget
 */
const char *
tsr_tooltip_get (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_data (G_OBJECT (widget), TOOLTIP_KEY);
}
