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
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-window-private.h"

/* The label of a button that gives this answer. */
static char *
action_label (TsrGame         *game,
              const TsrChoice *choice,
              const TsrAction *action)
{
  switch (action->kind)
    {
    case TSR_ACTION_DRAW:
      return g_strdup (_("_Draw a Tile"));
    case TSR_ACTION_PLACE_TILE:
      return g_strdup (_("Place the Tile"));
    case TSR_ACTION_PLACE_FIGURE:
      switch (action->figure)
        {
        case TSR_FIGURE_ABBOT:
          return g_strdup (_("Place the Abbot"));
        case TSR_FIGURE_PHANTOM:
          return g_strdup (_("Place the Phantom"));
        case TSR_FIGURE_GLADIATOR:
          return g_strdup (_("Lay a Meeple Down as a Gladiator"));
        case TSR_FIGURE_MEEPLE:
        default:
          return g_strdup (_("Place a Meeple"));
        }
    case TSR_ACTION_RECALL_ABBOT:
      return g_strdup (_("Take the Abbot Back"));
    case TSR_ACTION_SKIP:
      if (choice->kind == TSR_CHOICE_FIGURE)
        return g_strdup (_("Place _No Figure"));
      if (choice->kind == TSR_CHOICE_PHANTOM)
        return g_strdup (_("Place _No Phantom"));
      return g_strdup (_("_Skip"));
    case TSR_ACTION_END_GAME:
      return g_strdup (_("_End the Game"));
    case TSR_ACTION_PLACE_BRIDGE:
      return g_strdup (action->axis == TSR_AXIS_NS ? _("Lay It North–South") : _("Lay It West–East"));
    case TSR_ACTION_CLAIM_RAINBOW_BRIDGE:
      if (action->has_pos)
        /* Translators: a button; "(2, -1)" is where the bridge lies on the board */
        return g_strdup_printf (_("_Buy the Rainbow Bridge off (%d, %d) for 5 Points"), action->x, action->y);
      return g_strdup (_("_Buy the Rainbow Bridge for 5 Points"));
    case TSR_ACTION_INFECT:
      if (action->has_take)
        /* Translators: a button; "(2, -1) N2" names where the token is taken from */
        return g_strdup_printf (_("Move the Token from (%d, %d) %s"), action->take_x, action->take_y,
                                tsr_port_to_string (action->take_port));
      return g_strdup (_("Infect This Feature"));
    case TSR_ACTION_DRAGON_MOVE:
      return g_strdup (_("Move the Dragon Here"));
    case TSR_ACTION_STEAL:
      return g_strdup (_("_Steal the Score"));
    case TSR_ACTION_PASS:
      if (choice->kind == TSR_CHOICE_STEAL)
        return g_strdup (_("_Let It Go"));
      return g_strdup (_("_Pass"));
    case TSR_ACTION_SCORE_FIRST:
      if (action->player >= 0)
        /* Translators: a button; %s is a player's name */
        return g_strdup_printf (_("Score %s’s Share First"), tsr_game_get_player (game, action->player)->name);
      return g_strdup (_("Score This First"));
    case TSR_ACTION_METEOR_TARGET:
      return g_strdup (_("Aim the Meteor Here"));
    case TSR_ACTION_FLOOD_TARGET:
      return g_strdup (_("Flood This Tile"));
    case TSR_ACTION_TORNADO_MOVE:
      return g_strdup (_("Move the Tornado Here"));
    case TSR_ACTION_TORNADO_PICK:
      return g_strdup (_("Take This Follower"));
    case TSR_ACTION_LAND:
      if (action->port == TSR_PORT_SPAN)
        return g_strdup (_("Stay on the Bridge"));
      return g_strdup (_("Land Here"));
    case TSR_N_ACTIONS:
    default:
      return g_strdup (tsr_action_kind_to_string (action->kind));
    }
}

/* The score a gladiator's owner may steal, in a sentence. */
static char *
steal_text (TsrGame    *game,
            const char *name)
{
  TsrFeatureKind feature;
  TsrLocation place;
  gint32 points;
  gint scorer;

  if (!tsr_game_get_offered_score (game, &scorer, &points, &feature, &place))
    return g_strdup ("");

  /* Translators: the gladiator's owner, the player who scores, a feature ("city"), its position on
   * the board, then the points */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s’s gladiator may steal what %s scores for the %s at (%d, %d): "
                                       "%d point. Steal it, or let it go and turn the gladiator.",
                                       "%s’s gladiator may steal what %s scores for the %s at (%d, %d): "
                                       "%d points. Steal it, or let it go and turn the gladiator.",
                                       points),
                          name, tsr_game_get_player (game, scorer)->name, tsr_feature_kind_get_name (feature),
                          place.x, place.y, points);
}

/* What the bar under the board says the engine waits for. */
static char *
choice_text (TsrGame         *game,
             const TsrChoice *choice)
{
  const char *name = choice->player >= 0 ? tsr_game_get_player (game, choice->player)->name : "";
  const GArray *path;
  gint32 x, y;

  switch (choice->kind)
    {
    case TSR_CHOICE_NONE:
      return g_strdup (_("The game is over. Select a step on the right to see the board as it was then."));
    case TSR_CHOICE_DRAW:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s draws the next tile."), name);
    case TSR_CHOICE_PLACE_TILE:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s places the tile: click a marked square. R or scrolling over the board "
                                "turns it."), name);
    case TSR_CHOICE_FIGURE:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s may place a figure on the tile just placed: click a ring, or place none."),
                              name);
    case TSR_CHOICE_PHANTOM:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s may place the phantom as well: click a ring, or place none."), name);
    case TSR_CHOICE_INFECT:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s spreads the infection: click a marked feature that touches an infected one."),
                              name);
    case TSR_CHOICE_DRAGON_MOVE:
      /* Translators: %s is a player's name, %u how many steps the dragon
       * still takes this turn */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s moves the Black Dragon one step onto a marked tile "
                                           "(%u step left).",
                                           "%s moves the Black Dragon one step onto a marked tile "
                                           "(%u steps left).",
                                           tsr_game_get_dragon_steps_left (game)),
                              name, tsr_game_get_dragon_steps_left (game));
    case TSR_CHOICE_STEAL:
      return steal_text (game, name);
    case TSR_CHOICE_SCORE_FIRST:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s decides which score comes first, since a gladiator could take it: click a "
                                "marked feature."), name);
    case TSR_CHOICE_BRIDGE:
      if (!choice->optional)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s’s tile fits only with the Rainbow Bridge: lay it across a marked tile."),
                                name);
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s may lay the Rainbow Bridge across a marked tile, or keep it for a later "
                                "turn."), name);
    case TSR_CHOICE_LAND:
      /* A follower the tornado swapped onto the Rainbow Bridge falls while
       * the tornado still carries another. */
      if (!tsr_game_get_falling_figure (game, &x, &y))
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("The tornado has stopped: %s puts the follower it carried on a free, "
                                  "unfinished feature of its tile. Click a ring."), name);
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("A figure falls from the Rainbow Bridge: %s chooses where it lands. Click a "
                                "ring."), name);
    case TSR_CHOICE_METEOR_TARGET:
      path = tsr_game_get_meteor_path (game);
      if (path->len == 0)
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s drew a meteor and aims it at a tile in play: click a marked tile."), name);
      if (choice->player == tsr_game_get_active (game))
        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s has the last word: move the meteor’s aim to a marked tile beside it, or "
                                  "pass and let it strike."), name);
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s may move the meteor’s aim to a marked tile beside it, or pass."), name);
    case TSR_CHOICE_FLOOD_TARGET:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s drew the flood and chooses the river tile it takes: click a marked tile."),
                              name);
    case TSR_CHOICE_TORNADO_MOVE:
      path = tsr_game_get_tornado_path (game);
      /* Translators: %s is a player's name, %u how many squares the
       * tornado may still move in all */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s moves the tornado one square onto a marked tile (%u square left).",
                                           "%s moves the tornado one square onto a marked tile (%u squares left).",
                                           TSR_TORNADO_SPACES - (path->len - 1)),
                              name, TSR_TORNADO_SPACES - (path->len - 1));
    case TSR_CHOICE_TORNADO_PICK:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s chooses which follower the tornado sweeps up: click a ring."), name);
    case TSR_N_CHOICES:
    default:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s decides: click a marked place or a button."), name);
    }
}

/* Whether the game waits for an answer, rather than an earlier step
 * being shown. */
static gboolean
is_current (TsrWindow *self,
            TsrGame   *game)
{
  return !tsr_document_is_browsing (self->document) && tsr_game_is_at_rest (game);
}

/* Steps worth a toast as well as a line in the list: a card drawn is
 * news the player should not miss. */
static gboolean
announced (const TsrStep *step)
{
  return g_str_has_prefix (step->rule, "covid.test-") || g_str_equal (step->rule, "covid.reshuffle");
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
      _tsr_window_toast (self, error->message);
      return;
    }

  for (guint i = from; i < tsr_game_get_position (game); i++)
    if (announced (tsr_game_get_step (game, i)))
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
option_button (TsrWindow       *self,
               const TsrChoice *choice,
               guint            index)
{
  g_autofree char *label = action_label (tsr_document_get_game (self->document), choice,
                                        &g_array_index (self->options, TsrAction, index));
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.answer");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", index);
  g_signal_connect (button, "clicked", G_CALLBACK (on_option_clicked), NULL);
  return button;
}

static void
clear_buttons (TsrWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choice_buttons))) != NULL)
    gtk_box_remove (self->choice_buttons, child);
}

/* Where on the board an answer is given, if anywhere: its position, or
 * for a falling figure's landing the tile it falls onto, and for the
 * tornado's follower the tile where the tornado stopped.  Buying the
 * Rainbow Bridge is a button even when it lies on a tile, since a click
 * at the place-tile choice places the tile. */
static gboolean
option_place (TsrGame         *game,
              const TsrAction *option,
              gint32          *x,
              gint32          *y)
{
  if (option->kind == TSR_ACTION_LAND)
    return tsr_game_get_falling_figure (game, x, y) || tsr_game_get_tornado_position (game, x, y);
  if (!option->has_pos || option->kind == TSR_ACTION_CLAIM_RAINBOW_BRIDGE)
    return FALSE;

  *x = option->x;
  *y = option->y;
  return TRUE;
}

void
_tsr_window_play_refresh (TsrWindow *self)
{
  TsrGame *game = tsr_document_get_game (self->document);
  const TsrChoice *choice = tsr_game_get_choice (game);
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (TsrBoardMark));
  g_autofree char *text = NULL;

  clear_buttons (self);
  g_array_set_size (self->options, 0);
  tsr_board_view_set_ghost (self->board, NULL, 0, FALSE);

  if (!is_current (self, game))
    {
      GtkWidget *button;

      text = g_strdup_printf (_("This is the board after step %u of %u. Step on with Alt+Right, or play on "
                                "from here."),
                              tsr_game_get_position (game), tsr_game_get_n_steps (game));
      gtk_label_set_text (self->choice_label, text);
      tsr_board_view_set_marks (self->board, NULL, 0);
      button = gtk_button_new_with_mnemonic (_("_Play from Here"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.play-from-here");
      gtk_box_append (self->choice_buttons, button);
      return;
    }

  text = choice_text (game, choice);
  gtk_label_set_text (self->choice_label, text);
  if (choice->kind == TSR_CHOICE_NONE)
    {
      tsr_board_view_set_marks (self->board, NULL, 0);
      return;
    }

  tsr_game_list_options (game, self->options);
  for (guint i = 0; i < self->options->len; i++)
    {
      const TsrAction *option = &g_array_index (self->options, TsrAction, i);
      TsrBoardMark mark = { TSR_MARK_OPTION, 0, 0, TSR_PORT_NONE };
      gboolean seen = FALSE;

      if (!option_place (game, option, &mark.x, &mark.y))
        {
          gtk_box_append (self->choice_buttons, option_button (self, choice, i));
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
  if (choice->kind == TSR_CHOICE_PLACE_TILE)
    tsr_board_view_set_ghost (self->board, tsr_game_get_drawn (game),
                              tsr_board_view_get_ghost_rotation (self->board), TRUE);
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

  if (!option_place (game, option, &ox, &oy) || ox != x || oy != y)
    return FALSE;
  if (option->kind == TSR_ACTION_PLACE_TILE || option->port == TSR_PORT_NONE)
    return TRUE;

  /* Any point of the feature's segment on that tile will do. */
  tile = tsr_board_get (tsr_game_get_board (game), x, y);
  return tile != NULL && port != TSR_PORT_NONE &&
         tsr_placed_tile_segment_at (tile, port) == tsr_placed_tile_segment_at (tile, option->port);
}

static void
place_tile_at (TsrWindow *self,
               gint32     x,
               gint32     y)
{
  guint rotation = tsr_board_view_get_ghost_rotation (self->board);
  gboolean legal_here = FALSE;
  TsrAction action;

  for (guint i = 0; i < self->options->len; i++)
    {
      const TsrAction *option = &g_array_index (self->options, TsrAction, i);

      if (option->kind != TSR_ACTION_PLACE_TILE || option->x != x || option->y != y)
        continue;
      if (option->rotation == rotation)
        {
          act (self, option);
          return;
        }
      legal_here = TRUE;
    }

  /* The square takes the tile, turned some other way: turn it to the next
   * way that fits, and let the next click place it. */
  if (legal_here)
    {
      for (guint turn = 1; turn < 4; turn++)
        for (guint i = 0; i < self->options->len; i++)
          {
            const TsrAction *option = &g_array_index (self->options, TsrAction, i);

            if (option->kind == TSR_ACTION_PLACE_TILE && option->x == x && option->y == y &&
                option->rotation == (rotation + turn) % 4)
              {
                tsr_board_view_rotate_ghost (self->board, (int) turn);
                _tsr_window_toast (self, _("Turned the tile to fit there: click again to place it."));
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

void
_tsr_window_play_activate (TsrWindow *self,
                           gint32     x,
                           gint32     y,
                           TsrPort    port)
{
  TsrGame *game = tsr_document_get_game (self->document);
  const TsrChoice *choice = tsr_game_get_choice (game);
  g_autoptr(GArray) here = g_array_new (FALSE, FALSE, sizeof (guint));

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
      GdkRectangle area;

      for (guint i = 0; i < here->len; i++)
        {
          GtkWidget *button = option_button (self, choice, g_array_index (here, guint, i));

          gtk_widget_add_css_class (button, "flat");
          gtk_box_append (GTK_BOX (box), button);
        }
      gtk_popover_set_child (GTK_POPOVER (popover), box);
      gtk_widget_set_parent (popover, GTK_WIDGET (self->board));
      tsr_board_view_get_tile_area (self->board, x, y, &area);
      gtk_popover_set_pointing_to (GTK_POPOVER (popover), &area);
      g_signal_connect (popover, "closed", G_CALLBACK (gtk_widget_unparent), NULL);
      gtk_popover_popup (GTK_POPOVER (popover));
    }
  else if (choice->kind == TSR_CHOICE_FIGURE || choice->kind == TSR_CHOICE_PHANTOM)
    {
      TsrAction action;

      /* Not a legal place: the engine says why. */
      tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
      action.figure = choice->kind == TSR_CHOICE_PHANTOM ? TSR_FIGURE_PHANTOM : TSR_FIGURE_MEEPLE;
      action.has_pos = TRUE;
      action.x = x;
      action.y = y;
      action.port = port;
      act (self, &action);
    }
  else
    _tsr_window_toast (self, _("That is not one of the marked places."));
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
_tsr_window_class_play_init (GtkWidgetClass *widget_class)
{
  /* The pending choice's options, by their index in the list. */
  gtk_widget_class_install_action (widget_class, "win.answer", "u", answer_action);
  gtk_widget_class_install_action (widget_class, "win.previous-step", NULL, previous_step_action);
  gtk_widget_class_install_action (widget_class, "win.next-step", NULL, next_step_action);
  gtk_widget_class_install_action (widget_class, "win.play-from-here", NULL, play_from_here_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.previous-step", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "win.next-step", NULL);
}
