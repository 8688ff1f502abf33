/* tsr-window-play.c: answering the engine, stepping through the trace
 *
 * Whenever the engine waits, its legal answers are shown where they
 * belong: answers with a place on the board are marked there (a square
 * for a position, a ring for a feature) and answered by clicking it;
 * answers without a place (skip, steal or pass, end the game) are buttons
 * under the board.  Several answers at one place open a small menu.  This
 * is one mechanism for every pending choice, whichever module asks.
 *
 * A click where no answer is asks the engine anyway, so the rejection's
 * sentence says why it is not allowed; a rejection changes nothing.
 *
 * The prompt bar shows the tile in hand, turned as it would be placed,
 * and where an answer lays something across a tile (a bridge), the board
 * shows what it would make of the tile under the pointer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-art-texture.h"
#include "tsr-feature-text.h"
#include "tsr-tooltip.h"
#include "tsr-window-private.h"

/* The picture of the tile in hand is drawn at twice its size on screen,
 * sharp on a screen of scale 2. */
#define HAND_PIXELS 80

/* Whether the game waits for an answer, rather than an earlier step
 * being shown. */
static gboolean
is_current (TsrWindow *self,
            TsrGame   *game)
{
  return !tsr_document_is_browsing (self->document) && tsr_game_is_at_rest (game);
}

static void
act (TsrWindow       *self,
     const TsrAction *action)
{
  g_autoptr(GError) error = NULL;
  TsrGame *game = tsr_document_get_game (self->document);
  guint from = tsr_game_get_position (game);

  if (!tsr_document_act (self->document, action, &error))
    {
      AdwToast *toast = adw_toast_new (error->message);

      /* A refusal is worth a rules test of its own. */
      if (tsr_document_has_refusal (self->document))
        {
          adw_toast_set_button_label (toast, _("E_xpect This"));
          adw_toast_set_action_name (toast, "win.expect");
          adw_toast_set_action_target_value (toast, g_variant_new_string ("refusal"));
        }
      adw_toast_set_timeout (toast, 6);
      tsr_a11y_add_toast (self->toasts, toast);
      return;
    }

  /* The document may have replayed the script into a new game. */
  game = tsr_document_get_game (self->document);
  for (guint i = from; i < tsr_game_get_position (game); i++)
    /* Steps worth a toast as well as a line in the list. */
    if (tsr_rule_is_announced (tsr_game_get_step (game, i)->rule))
      {
        g_autofree char *sentence = tsr_game_explain (game, tsr_game_get_step (game, i));

        _tsr_window_toast (self, sentence);
      }
}

/* Answers with the pending choice's option @index (as listed). */
static void
answer_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  guint index = g_variant_get_uint32 (parameter);
  TsrAction action;

  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_PLAY || index >= self->options->len)
    return;

  action = g_array_index (self->options, TsrAction, index);
  act (self, &action);
}

static void
on_option_clicked (GtkButton *button)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

static GtkWidget *
option_button (TsrWindow *self,
               guint      index)
{
  g_autofree char *label = tsr_game_describe_action (tsr_document_get_game (self->document),
                                                     &g_array_index (self->options, TsrAction, index));
  GtkWidget *button = tsr_a11y_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.answer");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", index);
  /* After the button's own handler has answered: the popover's closing
   * takes it out of the window, where its action no longer reaches. */
  g_signal_connect_after (button, "clicked", G_CALLBACK (on_option_clicked), NULL);
  return button;
}

static void
clear_buttons (TsrWindow *self)
{
  GtkWidget *child;

  self->default_button = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choice_buttons))) != NULL)
    gtk_box_remove (self->choice_buttons, child);
}

/* The board outlines what the step shown is about: the one selected, or
 * the last one taken. */
static void
show_subject (TsrWindow *self,
              TsrGame   *game)
{
  g_autoptr(GArray) subject = NULL;

  if (tsr_game_get_position (game) > 0)
    subject = tsr_game_get_step_subject (game, tsr_game_get_position (game) - 1);
  tsr_board_view_set_subject (self->board, subject);
}

/* The tile in hand, beside the prompt: the board shows it only under the
 * pointer. */
static void
show_hand (TsrWindow *self)
{
  TsrGame *game = tsr_document_get_game (self->document);
  const TsrTileType *type = tsr_game_get_drawn (game);
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *tooltip = NULL;

  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_PLAY || !is_current (self, game) ||
      tsr_game_get_choice (game)->kind != TSR_CHOICE_PLACE_TILE || type == NULL)
    {
      gtk_widget_set_visible (self->hand_box, FALSE);
      return;
    }

  texture = tsr_tile_type_texture_new (type, tsr_board_view_get_ghost_rotation (self->board), HAND_PIXELS);
  gtk_image_set_from_paintable (self->hand_picture, GDK_PAINTABLE (texture));
  gtk_label_set_text (self->hand_label, tsr_tile_type_get_name (type));
  /* Translators: the tooltip of the tile in hand: its name ("city cap"),
   * then its id for experts ("base.E") */
  tooltip = g_strdup_printf (_("The tile in hand: %s (%s)"), tsr_tile_type_get_name (type), type->id);
  tsr_tooltip_set (self->hand_box, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_picture), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_set_visible (self->hand_box, TRUE);
}

/* Answers that lay something across a tile along an axis (a bridge) show
 * beforehand what they would make of the tile at (x, y): the module's own
 * drawing of the tile as the answer leaves it. */
static void
show_previews (TsrWindow *self,
               gint32     x,
               gint32     y)
{
  TsrGame *game = tsr_document_get_game (self->document);
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TsrPlacedTile));

  for (guint i = 0; i < self->options->len; i++)
    {
      const TsrAction *option = &g_array_index (self->options, TsrAction, i);
      g_autoptr(TsrGame) after = NULL;
      const TsrPlacedTile *tile;
      gint32 ox, oy;

      if (!(tsr_action_kind_get_decl (option->kind)->flags & TSR_ACTION_AXIS) ||
          !tsr_game_get_answer_place (game, option, &ox, &oy) || ox != x || oy != y)
        continue;

      after = tsr_game_copy_state (game);
      if (tsr_game_act (after, option, NULL) &&
          (tile = tsr_board_get (tsr_game_get_board (after), x, y)) != NULL)
        g_array_append_val (tiles, *tile);
    }

  tsr_board_view_set_previews (self->board, (const TsrPlacedTile *) (void *) tiles->data, tiles->len);
}

static void
on_hover_changed (TsrWindow    *self,
                  int           x,
                  int           y,
                  int           port,
                  TsrBoardView *board)
{
  if (tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY)
    show_previews (self, x, y);
}

/* The prompt is something to expect as well: who is to answer, and how
 * many answers there are. */
static void
append_expect_button (TsrWindow *self)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("document-edit-symbolic");

  gtk_widget_add_css_class (button, "flat");
  tsr_tooltip_set (button, _("Expect this choice, with how many answers it has, at this point of the script"));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", "choice");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.expect");
  gtk_box_append (self->choice_buttons, button);
}

/* Whether declining the pending step leaves another of the same turn that
 * may be declined: a bridge, then a figure. */
static gboolean
more_to_decline (const TsrGame *game)
{
  g_autoptr(TsrGame) after = tsr_game_copy (game);
  const TsrChoice *choice;
  TsrAction skip;

  tsr_action_init (&skip, TSR_ACTION_SKIP);
  if (!tsr_game_act (after, &skip, NULL))
    return FALSE;
  choice = tsr_game_get_choice (after);
  return choice->optional && choice->kind != TSR_CHOICE_DRAW && choice->kind != TSR_CHOICE_NONE &&
         tsr_game_get_active (after) == tsr_game_get_active (game);
}

/* Declines, one after the other, the steps left in this turn that may be
 * declined, each undone on its own. */
static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  gint player = tsr_game_get_active (tsr_document_get_game (self->document));

  for (guint n = 0; n < 16 && tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY; n++)
    {
      TsrGame *game = tsr_document_get_game (self->document);
      const TsrChoice *choice = tsr_game_get_choice (game);
      TsrAction skip;

      if (!choice->optional || choice->kind == TSR_CHOICE_DRAW || choice->kind == TSR_CHOICE_NONE ||
          tsr_game_get_active (game) != player)
        return;
      tsr_action_init (&skip, TSR_ACTION_SKIP);
      act (self, &skip);
    }
}

/* Enter on the board with no mark chosen: the prompt bar's default. */
static gboolean
on_default_activated (TsrWindow    *self,
                      TsrBoardView *board)
{
  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_PLAY || self->default_button == NULL ||
      !gtk_widget_get_mapped (self->default_button))
    return FALSE;

  /* At once, not after the pressed look a button's own activation shows
   * for a moment: the next Enter may follow as fast. */
  g_signal_emit_by_name (self->default_button, "clicked");
  return TRUE;
}

/* Fills the prompt bar and the board's marks for the game as shown.
 * Returns: where the keyboard goes next when it was on an answer that is
 * gone: the board, when there is an answer to give there, or the bar's
 * default answer */
static GtkWidget *
fill_bar (TsrWindow *self)
{
  TsrGame *game = tsr_document_get_game (self->document);
  const TsrChoice *choice = tsr_game_get_choice (game);
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (TsrBoardMark));
  g_autofree char *text = NULL;
  GtkWidget *first_button = NULL;

  gint32 hover_x, hover_y;
  TsrPort hover_port;

  clear_buttons (self);
  g_array_set_size (self->options, 0);
  tsr_board_view_set_ghost (self->board, NULL, 0, FALSE);
  tsr_board_view_set_previews (self->board, NULL, 0);
  show_subject (self, game);
  show_hand (self);

  if (!is_current (self, game))
    {
      GtkWidget *button;

      /* Translators: the plural follows the number of steps, the second %u */
      text = g_strdup_printf (ngettext ("This is the board after step %u of %u. Step on with Alt+Right, or play on "
                                        "from here.",
                                        "This is the board after step %u of %u. Step on with Alt+Right, or play on "
                                        "from here.",
                                        tsr_game_get_n_steps (game)),
                              tsr_game_get_position (game), tsr_game_get_n_steps (game));
      gtk_label_set_text (self->choice_label, text);
      tsr_board_view_set_marks (self->board, NULL, 0);
      /* Translators: its access key must differ from those of Open, Edit,
       * Play, Draw a Tile, End the Turn, Play from Here, Expect This and
       * Description, shown beside it */
      button = tsr_a11y_button_new_with_mnemonic (_("Play from _Here"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.play-from-here");
      gtk_box_append (self->choice_buttons, button);
      return button;
    }

  text = tsr_game_describe_choice (game);
  gtk_label_set_text (self->choice_label, text);
  append_expect_button (self);
  if (choice->kind == TSR_CHOICE_NONE)
    {
      tsr_board_view_set_marks (self->board, NULL, 0);
      return GTK_WIDGET (self->board);
    }

  tsr_game_list_options (game, self->options);
  for (guint i = 0; i < self->options->len; i++)
    {
      const TsrAction *option = &g_array_index (self->options, TsrAction, i);
      TsrBoardMark mark = { TSR_MARK_OPTION, 0, 0, TSR_PORT_NONE };
      gboolean seen = FALSE;

      if (!tsr_game_get_answer_place (game, option, &mark.x, &mark.y))
        {
          GtkWidget *button = option_button (self, i);

          gtk_box_append (self->choice_buttons, button);
          /* Drawing, or declining a step that may be declined, spends
           * nothing: what Enter does. */
          if (option->kind == TSR_ACTION_DRAW || option->kind == TSR_ACTION_SKIP)
            self->default_button = button;
          if (first_button == NULL)
            first_button = button;
          continue;
        }

      /* A square per position (every rotation of a tile at once), a ring
       * per feature. */
      if (option->kind != TSR_ACTION_PLACE_TILE)
        mark.port = option->port;
      for (guint j = 0; j < marks->len && !seen; j++)
        {
          const TsrBoardMark *other = &g_array_index (marks, TsrBoardMark, j);

          seen = other->x == mark.x && other->y == mark.y && other->port == mark.port;
        }
      if (!seen)
        g_array_append_val (marks, mark);
    }

  tsr_board_view_set_marks (self->board, (const TsrBoardMark *) (void *) marks->data, marks->len);
  if (self->default_button != NULL && choice->kind != TSR_CHOICE_DRAW && more_to_decline (game))
    {
      /* Translators: its access key must differ from those of Open, Edit,
       * Play, Draw a Tile, End the Turn, Play from Here, Expect This and
       * Description, shown beside it */
      GtkWidget *button = tsr_a11y_button_new_with_mnemonic (_("End the _Turn"));

      tsr_tooltip_set (button, _("Decline every step left in this turn that may be declined"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.end-turn");
      gtk_box_append (self->choice_buttons, button);
      self->default_button = button;
    }
  /* A choice answered by buttons alone that must be answered: Enter takes
   * the first, which is marked so. */
  if (self->default_button == NULL && marks->len == 0 && !choice->optional)
    self->default_button = first_button;
  if (self->default_button != NULL)
    gtk_widget_add_css_class (self->default_button, "suggested-action");
  if (choice->kind == TSR_CHOICE_PLACE_TILE)
    tsr_board_view_set_ghost (self->board, tsr_game_get_drawn (game),
                              tsr_board_view_get_ghost_rotation (self->board), TRUE);
  if (tsr_board_view_get_hover (self->board, &hover_x, &hover_y, &hover_port))
    show_previews (self, hover_x, hover_y);
  if (marks->len > 0 || self->default_button == NULL)
    return GTK_WIDGET (self->board);
  return self->default_button;
}

/* What a screen reader is told as the game moves: what the rules wait
 * for, with the tile in hand; or, stepping through, the step shown and
 * what the board outlines for it. */
static char *
spoken_prompt (TsrWindow *self)
{
  TsrGame *game = tsr_document_get_game (self->document);
  const TsrTileType *drawn = tsr_game_get_drawn (game);
  guint position = tsr_game_get_position (game);
  g_autofree char *step = NULL;
  g_autofree char *subject = NULL;
  g_autoptr(GArray) parts = NULL;

  if (is_current (self, game))
    {
      if (tsr_game_get_choice (game)->kind == TSR_CHOICE_PLACE_TILE && drawn != NULL)
        /* Translators: what a screen reader says when a tile is drawn: the
         * tile's name ("city cap"), then what the game waits for (a
         * sentence) */
        return g_strdup_printf (_("The tile in hand: %s. %s"), tsr_tile_type_get_name (drawn),
                                gtk_label_get_text (self->choice_label));
      return g_strdup (gtk_label_get_text (self->choice_label));
    }

  if (position == 0)
    return g_strdup (gtk_label_get_text (self->choice_label));
  step = tsr_game_explain (game, tsr_game_get_step (game, position - 1));
  parts = tsr_game_get_step_subject (game, position - 1);
  subject = tsr_subject_describe (game, parts);
  if (subject == NULL)
    return g_steal_pointer (&step);
  /* Translators: what a screen reader says of the step shown: the step's
   * sentence, then what the board outlines for it, in sentences */
  return g_strdup_printf (C_("step in words", "%s %s"), step, subject);
}

void
_tsr_window_play_refresh (TsrWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  g_autoptr(GtkWidget) in_bar = NULL;
  GtkWidget *next;
  g_autofree char *said = NULL;

  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->choice_buttons)))
    in_bar = g_object_ref (focus);
  next = fill_bar (self);
  /* An answer given from the bar takes its button away: the keyboard
   * goes on to where the next answer is. */
  if (in_bar != NULL && gtk_widget_get_root (in_bar) == NULL)
    gtk_widget_grab_focus (next);

  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_PLAY)
    return;
  said = spoken_prompt (self);
  if (g_strcmp0 (said, self->said) != 0)
    {
      tsr_a11y_announce (GTK_WIDGET (self), said);
      g_free (self->said);
      self->said = g_steal_pointer (&said);
    }
}

/* Whether @option is answered by a click at (x, y) on @port. */
static gboolean
option_at (TsrGame         *game,
           const TsrAction *option,
           gint32           x,
           gint32           y,
           TsrPort          port)
{
  const TsrPlacedTile *tile;
  gint32 ox, oy;

  if (!tsr_game_get_answer_place (game, option, &ox, &oy) || ox != x || oy != y)
    return FALSE;
  if (option->kind == TSR_ACTION_PLACE_TILE || option->port == TSR_PORT_NONE)
    return TRUE;

  /* Any point of the feature's segment on that tile will do. */
  tile = tsr_board_get (tsr_game_get_board (game), x, y);
  return tile != NULL && port != TSR_PORT_NONE &&
         tsr_placed_tile_segment_at (tile, port) == tsr_placed_tile_segment_at (tile, option->port);
}

/* Whether the tile in hand fits at (x, y), turned so, by its sides alone,
 * without a bridge. */
static gboolean
fits_plainly (const TsrGame *game,
              gint32         x,
              gint32         y,
              guint          rotation)
{
  return tsr_board_check (tsr_game_get_board (game), tsr_game_get_drawn (game), x, y, rotation, NULL) ==
         TSR_PLACEMENT_OK;
}

static void
place_tile_at (TsrWindow *self,
               gint32     x,
               gint32     y)
{
  const TsrGame *game = tsr_document_get_game (self->document);
  guint rotation = tsr_board_view_get_ghost_rotation (self->board);
  const TsrAction *as_turned = NULL;
  gboolean legal_here = FALSE, plain_here = FALSE;
  TsrAction action;

  for (guint i = 0; i < self->options->len; i++)
    {
      const TsrAction *option = &g_array_index (self->options, TsrAction, i);

      if (option->kind != TSR_ACTION_PLACE_TILE || option->x != x || option->y != y)
        continue;
      if (option->rotation == rotation)
        as_turned = option;
      legal_here = TRUE;
      plain_here |= fits_plainly (game, x, y, option->rotation);
    }

  /* The tile goes down as it is turned, unless that needs a bridge while
   * another way does not: then it is turned to fit first, and goes down
   * as turned if the player turned it back. */
  if (as_turned != NULL &&
      (fits_plainly (game, x, y, rotation) || !plain_here ||
       (x == self->turned_x && y == self->turned_y && self->turned_rotation < 4 && rotation != self->turned_rotation)))
    {
      self->placed_time = g_get_monotonic_time ();
      self->placed_x = x;
      self->placed_y = y;
      self->turned_rotation = 4;
      act (self, as_turned);
      return;
    }

  /* The square takes the tile, turned some other way: turn it to the next
   * way that fits, and let the next click place it.  A way that fits by
   * its sides alone comes before one that needs a bridge, which would
   * spend one of the player's. */
  if (legal_here)
    {
      for (guint pass = 0; pass < 2; pass++)
        for (guint turn = 1; turn < 4; turn++)
          for (guint i = 0; i < self->options->len; i++)
            {
              const TsrAction *option = &g_array_index (self->options, TsrAction, i);

              if (option->kind == TSR_ACTION_PLACE_TILE && option->x == x && option->y == y &&
                  option->rotation == (rotation + turn) % 4 &&
                  (pass == 1 || fits_plainly (game, x, y, option->rotation)))
                {
                  self->turned_x = x;
                  self->turned_y = y;
                  self->turned_rotation = option->rotation;
                  tsr_board_view_rotate_ghost (self->board, (int) turn);
                  /* In the bar, not a toast, which could cover the square. */
                  gtk_label_set_text (self->choice_label, _("Turned the tile to fit there: click again to place it."));
                  return;
                }
            }
    }

  /* Not a legal place: the engine says why. */
  tsr_action_init (&action, TSR_ACTION_PLACE_TILE);
  action.has_pos = TRUE;
  action.x = x;
  action.y = y;
  action.rotation = rotation;
  act (self, &action);
}

/* Whether the choice places figures, and which kind a click where none
 * may go would try: the meeple in the figure step, else the kind the
 * choice offers. */
static gboolean
figure_choice (TsrWindow     *self,
               TsrFigureKind *figure)
{
  *figure = TSR_FIGURE_MEEPLE;
  if (tsr_game_get_choice (tsr_document_get_game (self->document))->kind == TSR_CHOICE_FIGURE)
    return TRUE;

  for (guint i = 0; i < self->options->len; i++)
    if (g_array_index (self->options, TsrAction, i).kind == TSR_ACTION_PLACE_FIGURE)
      {
        *figure = g_array_index (self->options, TsrAction, i).figure;
        return TRUE;
      }

  return FALSE;
}

/* Whether some answer has its place on the board, marked there. */
static gboolean
marks_any (TsrWindow *self)
{
  TsrGame *game = tsr_document_get_game (self->document);
  gint32 x, y;

  for (guint i = 0; i < self->options->len; i++)
    if (tsr_game_get_answer_place (game, &g_array_index (self->options, TsrAction, i), &x, &y))
      return TRUE;

  return FALSE;
}

/* Whether a click on (x, y) is the second half of a double-click whose
 * first placed the tile there: it is not meant for what the tile's
 * placing offered, such as laying a bridge across it (one the tile needs
 * is no offer, and is laid at once). */
static gboolean
is_second_click (TsrWindow *self,
                 gint32     x,
                 gint32     y)
{
  int interval = 400;

  g_object_get (gtk_settings_get_default (), "gtk-double-click-time", &interval, NULL);
  return self->placed_time != 0 && x == self->placed_x && y == self->placed_y &&
         g_get_monotonic_time () - self->placed_time < (gint64) interval * 1000;
}

void
_tsr_window_play_activate (TsrWindow *self,
                           gint32     x,
                           gint32     y,
                           TsrPort    port)
{
  TsrGame *game = tsr_document_get_game (self->document);
  const TsrChoice *choice = tsr_game_get_choice (game);
  g_autoptr(GArray) here = g_array_new (FALSE, FALSE, sizeof (guint));
  TsrFigureKind figure;

  if (!is_current (self, game))
    {
      _tsr_window_toast (self, _("This is an earlier step: choose Play from Here to play on from it."));
      return;
    }

  if (choice->kind == TSR_CHOICE_PLACE_TILE)
    {
      place_tile_at (self, x, y);
      return;
    }
  if (choice->optional && is_second_click (self, x, y))
    return;

  for (guint i = 0; i < self->options->len; i++)
    if (option_at (game, &g_array_index (self->options, TsrAction, i), x, y, port))
      g_array_append_val (here, i);

  if (here->len == 1)
    {
      TsrAction action = g_array_index (self->options, TsrAction, g_array_index (here, guint, 0));

      act (self, &action);
    }
  else if (here->len > 1)
    {
      GtkWidget *popover = gtk_popover_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
      TsrFeatureKind kind = tile != NULL && port != TSR_PORT_NONE
                            ? tsr_placed_tile_segment_kind (tile, tsr_placed_tile_segment_at (tile, port))
                            : TSR_N_FEATURE_KINDS;
      g_autofree char *place = tsr_place_describe (x, y, port, kind);
      g_autofree char *heading = tsr_feature_heading (kind, place);
      GtkWidget *title = gtk_label_new (heading);
      graphene_point_t corner;
      GdkRectangle area;

      /* Which feature the answers are for: rings stand close on a
       * small tile. */
      gtk_widget_add_css_class (title, "heading");
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (title), 30);
      gtk_box_append (GTK_BOX (box), title);
      for (guint i = 0; i < here->len; i++)
        {
          GtkWidget *button = option_button (self, g_array_index (here, guint, i));

          gtk_widget_add_css_class (button, "flat");
          gtk_box_append (GTK_BOX (box), button);
        }
      gtk_popover_set_child (GTK_POPOVER (popover), box);
      /* Not the board's child: a press in the popover would reach the
       * board's gestures too, which take the focus and close it before
       * the button is let go. */
      gtk_widget_set_parent (popover, GTK_WIDGET (self->toasts));
      tsr_board_view_get_tile_area (self->board, x, y, &area);
      if (gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self->toasts),
                                    &GRAPHENE_POINT_INIT (area.x, area.y), &corner))
        {
          area.x = (int) corner.x;
          area.y = (int) corner.y;
        }
      gtk_popover_set_pointing_to (GTK_POPOVER (popover), &area);
      g_signal_connect (popover, "closed", G_CALLBACK (gtk_widget_unparent), NULL);
      gtk_popover_popup (GTK_POPOVER (popover));
    }
  else if (figure_choice (self, &figure))
    {
      TsrAction action;

      /* Not a legal place: the engine says why. */
      tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
      action.figure = figure;
      action.has_pos = TRUE;
      action.x = x;
      action.y = y;
      action.port = port;
      act (self, &action);
    }
  else if (marks_any (self))
    _tsr_window_toast (self, _("That is not one of the marked places."));
  else if (self->options->len > 0)
    _tsr_window_toast (self, _("Nothing on the board answers this now: use a button under the board."));
  /* With nothing to answer, a click on the board asks nothing. */
}

/* Stepping through the trace */

static void
previous_step_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  TsrGame *game = tsr_document_get_game (self->document);

  if (tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY && tsr_game_get_position (game) > 0)
    tsr_document_go_to_step (self->document, tsr_game_get_position (game) - 1);
}

static void
next_step_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  TsrGame *game = tsr_document_get_game (self->document);

  if (tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY &&
      tsr_game_get_position (game) < tsr_game_get_n_steps (game))
    tsr_document_go_to_step (self->document, tsr_game_get_position (game) + 1);
}

static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  tsr_document_play_from_here (TSR_WINDOW (widget)->document);
}

void
_tsr_window_play_init (TsrWindow *self)
{
  g_signal_connect_swapped (self->board, "hover-changed", G_CALLBACK (on_hover_changed), self);
  g_signal_connect_swapped (self->board, "default-activated", G_CALLBACK (on_default_activated), self);
  /* Turning the tile in hand (R, the wheel) turns its picture. */
  g_signal_connect_swapped (self->board, "notify::ghost-rotation", G_CALLBACK (show_hand), self);
}

void
_tsr_window_class_play_init (GtkWidgetClass *widget_class)
{
  /* The pending choice's options, by their index in the list. */
  gtk_widget_class_install_action (widget_class, "win.answer", "u", answer_action);
  gtk_widget_class_install_action (widget_class, "win.previous-step", NULL, previous_step_action);
  gtk_widget_class_install_action (widget_class, "win.next-step", NULL, next_step_action);
  gtk_widget_class_install_action (widget_class, "win.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.previous-step", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "win.next-step", NULL);
}
