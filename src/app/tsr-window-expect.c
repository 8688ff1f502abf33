/* tsr-window-expect.c: writing a rules test by demonstration
 *
 * "Expect This" records what is true at the step shown as expectations
 * of the script: from the Scenario panel's menu, from the board's
 * context menu (a figure, a feature, the scores, whose turn it is, the
 * pending choice), or from the toast of a refused action.  Activating an
 * expectation in the panel shows where it is checked.  And when a change
 * would drop the rest of the script, the question is asked here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-window-private.h"

static void
expect (TsrWindow      *self,
        const TsrTruth *truth)
{
  g_autoptr(GError) error = NULL;

  if (!tsr_document_expect (self->document, truth, &error))
    _tsr_window_toast (self, error->message);
}

/* The figure pointed at on the tile (x, y): the one standing on the
 * segment of @port, else the tile's only figure (one on a piece laid
 * across the tile, a bridge, stands on no segment of the tile's own);
 * -1 for none. */
static int
figure_pointed_at (TsrGame *game,
                   gint32   x,
                   gint32   y,
                   TsrPort  port)
{
  int found = _tsr_window_figure_at (game, x, y, port);
  int only = -1;
  guint on_tile = 0;

  if (found >= 0)
    return found;

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->x == x && figure->y == y && figure->port != TSR_PORT_NONE)
        {
          only = i;
          on_tile++;
        }
    }

  return on_tile == 1 ? only : -1;
}

/* win.expect: "scores", "turn", "choice", "refusal", "board",
 * "score:PLAYER", "figure:INDEX" or "feature:X:Y:PORT". */
static void
expect_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  const char *what = g_variant_get_string (parameter, NULL);
  TsrTruth truth = { .player = -1, .port = TSR_PORT_NONE };
  int a, b, c;

  /* Every player's score, as one step of undo. */
  if (g_str_equal (what, "scores"))
    truth.kind = TSR_TRUTH_SCORE;
  else if (g_str_equal (what, "board"))
    {
      _tsr_window_toast (self, _("Right-click a figure or a feature on the board to expect it."));
      return;
    }
  else if (g_str_equal (what, "turn"))
    truth.kind = TSR_TRUTH_TURN;
  else if (g_str_equal (what, "choice"))
    truth.kind = TSR_TRUTH_CHOICE;
  else if (g_str_equal (what, "refusal"))
    truth.kind = TSR_TRUTH_REFUSAL;
  else if (sscanf (what, "score:%d", &a) == 1)
    {
      truth.kind = TSR_TRUTH_SCORE;
      truth.player = a;
    }
  else if (sscanf (what, "figure:%d", &a) == 1)
    {
      truth.kind = TSR_TRUTH_FIGURE;
      truth.figure = a;
    }
  else if (sscanf (what, "feature:%d:%d:%d", &a, &b, &c) == 3)
    {
      truth.kind = TSR_TRUTH_FEATURE;
      truth.x = a;
      truth.y = b;
      truth.port = c;
    }
  else
    return;

  expect (self, &truth);
}

static void
on_context_requested (TsrWindow    *self,
                      int           x,
                      int           y,
                      int           port,
                      double        wx,
                      double        wy,
                      TsrBoardView *board)
{
  TsrGame *game = tsr_document_get_game (self->document);
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) place = g_menu_new ();
  g_autoptr(GMenu) game_wide = g_menu_new ();
  GdkRectangle pointing = { (int) wx, (int) wy, 1, 1 };
  TsrFeatureInfo info;
  int figure;

  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_PLAY)
    return;

  figure = figure_pointed_at (game, x, y, port);
  if (figure >= 0)
    {
      g_autofree char *target = g_strdup_printf ("figure:%d", figure);
      g_autoptr(GMenuItem) item = g_menu_item_new (_("Expect This _Figure Here"), NULL);

      g_menu_item_set_action_and_target_value (item, "win.expect", g_variant_new_string (target));
      g_menu_append_item (place, item);
    }
  if (port >= 0 && tsr_game_get_feature (game, x, y, port, &info))
    {
      g_autofree char *target = g_strdup_printf ("feature:%d:%d:%d", x, y, port);
      g_autoptr(GMenuItem) item = g_menu_item_new (_("Expect This F_eature as It Is"), NULL);

      g_menu_item_set_action_and_target_value (item, "win.expect", g_variant_new_string (target));
      g_menu_append_item (place, item);
    }

  g_menu_append (game_wide, _("Expect Every Player’s _Score"), "win.expect::scores");
  g_menu_append (game_wide, _("Expect Whose _Turn It Is"), "win.expect::turn");
  g_menu_append (game_wide, _("Expect the Pending _Choice"), "win.expect::choice");
  if (tsr_document_has_refusal (self->document))
    g_menu_append (game_wide, _("Expect the _Refused Action"), "win.expect::refusal");

  g_menu_append_section (menu, NULL, G_MENU_MODEL (place));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (game_wide));
  /* A menu made for this place, sized for what it holds. */
  g_clear_pointer (&self->board_menu, gtk_widget_unparent);
  self->board_menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
  gtk_widget_set_parent (self->board_menu, GTK_WIDGET (self->board));
  gtk_popover_set_position (GTK_POPOVER (self->board_menu), GTK_POS_BOTTOM);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->board_menu), &pointing);
  gtk_popover_popup (GTK_POPOVER (self->board_menu));
}

/* An expectation of the panel: the step where it is checked, and what it
 * is about outlined on the board. */
static void
on_expectation_activated (TsrWindow        *self,
                          guint             position,
                          gboolean          has_place,
                          int               x,
                          int               y,
                          int               port,
                          TsrScenarioPanel *panel)
{
  g_autoptr(GArray) subject = g_array_new (FALSE, FALSE, sizeof (TsrSubjectPart));

  if (tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY)
    tsr_document_go_to_step (self->document, position);

  if (!has_place)
    return;

  {
    TsrSubjectPart part = { port >= 0 ? TSR_SUBJECT_FEATURE : TSR_SUBJECT_TILE, { x, y, port } };

    g_array_append_val (subject, part);
  }
  tsr_board_view_set_subject (self->board, subject);
  tsr_board_view_center_on (self->board, x, y);
}

/* Asking what becomes of the rest of the script */

static void
on_rest_answered (AdwMessageDialog *dialog,
                  const char       *response,
                  TsrWindow        *self)
{
  TsrDocumentAnswer answer = g_str_equal (response, "keep") ? TSR_DOCUMENT_KEEP
                           : g_str_equal (response, "discard") ? TSR_DOCUMENT_DISCARD : TSR_DOCUMENT_ASK;

  tsr_document_answer (self->document, answer);
}

static void
on_ask_rest (TsrWindow   *self,
             guint        n_actions,
             guint        n_expectations,
             gboolean     is_edit,
             TsrDocument *document)
{
  GtkWidget *dialog;
  g_autofree char *actions = NULL;
  g_autofree char *expectations = NULL;
  g_autofree char *body = NULL;
  /* Translators: the first sentence of a question about the rest of a scenario's script */
  actions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The rest of the script plays %u more action.", "The rest of the script plays %u more actions.", n_actions), n_actions);
  /* Translators: the second sentence of a question about the rest of a scenario's script */
  expectations = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "It checks %u expectation.", "It checks %u expectations.", n_expectations), n_expectations);
  if (is_edit)
    /* Translators: %s and %s are the two sentences above */
    body = g_strdup_printf (_("%s %s Keep it to replay from the position as you edit it, or discard it."),
                            actions, expectations);
  else
    /* Translators: %s and %s are the two sentences above */
    body = g_strdup_printf (_("%s %s Keep it to replay after your answer in place of the script’s, or discard it."),
                            actions, expectations);

  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   is_edit ? _("Keep the Script?") : _("Keep the Rest of the Script?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "keep", _("_Keep"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "keep", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  g_signal_connect (dialog, "response", G_CALLBACK (on_rest_answered), self);
  tsr_a11y_name_controls (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_tsr_window_class_expect_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.expect", "s", expect_action);
}

void
_tsr_window_expect_init (TsrWindow *self)
{
  g_signal_connect_swapped (self->board, "context-requested", G_CALLBACK (on_context_requested), self);
  g_signal_connect_swapped (self->scenario_panel, "expectation-activated", G_CALLBACK (on_expectation_activated), self);
  g_signal_connect_swapped (self->document, "ask-rest", G_CALLBACK (on_ask_rest), self);
}

void
_tsr_window_expect_dispose (TsrWindow *self)
{
  g_clear_pointer (&self->board_menu, gtk_widget_unparent);
}
