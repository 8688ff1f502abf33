/* tsr-window-edit.c: building a position by hand
 *
 * In edit mode the palette's selection is the tool: a tile follows the
 * pointer and goes where the board is clicked (or where it is dropped), a
 * figure or a token goes on the segment clicked.  Tiles are moved by dragging them,
 * turned with R, and Delete takes away what is under the pointer.  Every
 * edit goes through the document, so every edit is undoable; the rules
 * are not asked whether a hand-built position is legal (the checker says
 * what it breaks).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tsr-window-private.h"

typedef struct
{
  const TsrTileType *type;
  TsrTokenKind       token;
  TsrFigureKind      figure;
  gint               player;
  gint32             x;
  gint32             y;
  gint32             to_x;
  gint32             to_y;
  guint              rotation;
  TsrPort            port;
  const TsrEditPieceDecl *piece;
} Edit;

typedef enum
{
  TOOL_TILE,
  TOOL_FIGURE,
  TOOL_TOKEN,
  TOOL_PIECE,
} ToolKind;

/* The piece a module declares by @name, for the piece tools. */
static const TsrEditPieceDecl *
find_piece (const char *name)
{
  for (guint m = 0; m < tsr_module_count (); m++)
    for (const TsrEditPieceDecl *piece = tsr_module_get (m)->edit_pieces;
         piece != NULL && piece->name != NULL; piece++)
      if (strcmp (piece->name, name) == 0)
        return piece;

  return NULL;
}

/* A tool as the palette names it: "tile:ID", "figure:KIND:PLAYER",
 * "figure:KIND" (a figure of nobody's), "token:KIND" or "piece:NAME". */
static gboolean
parse_tool (const char *tool,
            Edit       *edit,
            ToolKind   *kind)
{
  g_auto(GStrv) parts = NULL;

  if (tool == NULL)
    return FALSE;

  parts = g_strsplit (tool, ":", 3);
  if (g_strcmp0 (parts[0], "tile") == 0 && parts[1] != NULL)
    {
      edit->type = tsr_catalogue_lookup (tsr_catalogue_get_default (), parts[1]);
      *kind = TOOL_TILE;
      return edit->type != NULL;
    }
  if (g_strcmp0 (parts[0], "figure") == 0 && parts[1] != NULL)
    {
      *kind = TOOL_FIGURE;
      edit->player = parts[2] != NULL ? (gint) g_ascii_strtoll (parts[2], NULL, 10) : -1;
      return tsr_figure_kind_from_string (parts[1], &edit->figure) &&
             (parts[2] != NULL) != tsr_figure_kind_is_neutral (edit->figure);
    }
  if (g_strcmp0 (parts[0], "piece") == 0 && parts[1] != NULL)
    {
      *kind = TOOL_PIECE;
      edit->piece = find_piece (parts[1]);
      return edit->piece != NULL;
    }
  if (g_strcmp0 (parts[0], "token") == 0 && parts[1] != NULL)
    {
      *kind = TOOL_TOKEN;
      return tsr_token_kind_from_string (parts[1], &edit->token);
    }

  return FALSE;
}

static gboolean
put_token (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  const Edit *edit = data;

  return tsr_game_setup_token (game, edit->token, edit->x, edit->y, edit->port, error);
}

/* The index of a token on the segment at @port of the tile at (x, y), or -1. */
static int
token_at (TsrGame *game,
          gint32   x,
          gint32   y,
          TsrPort  port)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);

  if (tile == NULL || port == TSR_PORT_NONE)
    return -1;

  for (guint i = tsr_game_get_n_tokens (game); i > 0; i--)
    {
      const TsrToken *token = tsr_game_get_token (game, i - 1);

      if (token->x == x && token->y == y &&
          tsr_placed_tile_segment_at (tile, token->port) == tsr_placed_tile_segment_at (tile, port))
        return i - 1;
    }

  return -1;
}

/* The module's own edit: the same piece again takes it away, so a second
 * click undoes the first. */
static gboolean
put_piece (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  const Edit *edit = data;

  return edit->piece->apply (game, edit->x, edit->y, error);
}

static gboolean
put_tile (TsrGame  *game,
          gpointer  data,
          GError  **error)
{
  const Edit *edit = data;

  return tsr_game_setup_tile (game, edit->type, edit->x, edit->y, edit->rotation, error);
}

/* The index of a figure standing on the feature segment at @port of the
 * tile at (x, y), or -1. */
int
_tsr_window_figure_at (TsrGame *game,
                       gint32   x,
                       gint32   y,
                       TsrPort  port)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
  int segment;

  if (tile == NULL || port == TSR_PORT_NONE)
    return -1;
  segment = tsr_placed_tile_segment_at (tile, port);

  for (guint i = tsr_game_get_n_figures (game); i > 0; i--)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i - 1);

      if (figure->x == x && figure->y == y && figure->port != TSR_PORT_NONE &&
          tsr_placed_tile_segment_at (tile, figure->port) == segment)
        return i - 1;
    }

  return -1;
}

/* The tool of a kind of figure that has a state (a gladiator's chances),
 * used on a figure of that kind and player, steps the state down instead,
 * from the highest again after 0. */
static gboolean
step_state (TsrGame    *game,
            const Edit *edit)
{
  const TsrFigureDecl *decl = tsr_figure_kind_get_decl (edit->figure);
  int index = _tsr_window_figure_at (game, edit->x, edit->y, edit->port);
  TsrFigure figure;

  if (decl->state_attribute == NULL || index < 0)
    return FALSE;
  figure = *tsr_game_get_figure (game, index);
  if (figure.kind != edit->figure || figure.player != edit->player)
    return FALSE;

  figure.state = figure.state == 0 ? decl->state_max : figure.state - 1;
  tsr_game_edit_remove_figure (game, index);
  return tsr_game_setup_figure_full (game, &figure, NULL);
}

/* The index of the figure of @kind on the board, or -1. */
static int
figure_of_kind (TsrGame       *game,
                TsrFigureKind  kind)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->kind == kind)
      return i;

  return -1;
}

/* The index of a figure of nobody's on the tile at (x, y), or -1. */
static int
neutral_figure_on (TsrGame *game,
                   gint32   x,
                   gint32   y)
{
  for (guint i = tsr_game_get_n_figures (game); i > 0; i--)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i - 1);

      if (figure->player < 0 && figure->x == x && figure->y == y)
        return i - 1;
    }

  return -1;
}

static gboolean
put_figure (TsrGame  *game,
            gpointer  data,
            GError  **error)
{
  const Edit *edit = data;
  int there;

  if (step_state (game, edit))
    return TRUE;

  if (!tsr_figure_kind_is_neutral (edit->figure))
    return tsr_game_setup_figure (game, edit->figure, edit->player, edit->x, edit->y, edit->port, error);

  /* The box has one of each figure of nobody's: put elsewhere, it moves. */
  if (tsr_board_get (tsr_game_get_board (game), edit->x, edit->y) != NULL &&
      (there = figure_of_kind (game, edit->figure)) >= 0)
    tsr_game_edit_remove_figure (game, there);
  return tsr_game_setup_figure (game, edit->figure, -1, edit->x, edit->y, TSR_PORT_NONE, error);
}

static gboolean
remove_here (TsrGame  *game,
             gpointer  data,
             GError  **error)
{
  const Edit *edit = data;
  int figure = _tsr_window_figure_at (game, edit->x, edit->y, edit->port);
  int token = token_at (game, edit->x, edit->y, edit->port);

  /* What lies on top first: a figure on the feature pointed at, one of
   * nobody's standing on the whole tile, a token, and
   * only then the tile. */
  if (figure < 0)
    figure = neutral_figure_on (game, edit->x, edit->y);
  if (figure >= 0)
    {
      tsr_game_edit_remove_figure (game, figure);
      return TRUE;
    }
  if (token >= 0)
    {
      tsr_game_edit_remove_token (game, token);
      return TRUE;
    }

  if (!tsr_game_edit_remove_tile (game, edit->x, edit->y))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   /* Translators: (%d, %d) is the position (column, row) on the board the user tried to
                    * clear */
                   _("There is nothing at (%d, %d) to remove."), edit->x, edit->y);
      return FALSE;
    }

  return TRUE;
}

/* Moves a tile with the figures on it. */
static gboolean
move_tile (TsrGame  *game,
           gpointer  data,
           GError  **error)
{
  const Edit *edit = data;
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), edit->x, edit->y);
  g_autoptr(GArray) figures = g_array_new (FALSE, FALSE, sizeof (TsrFigure));
  const TsrTileType *type;
  guint rotation;

  if (tile == NULL)
    return FALSE;
  if (tsr_board_get (tsr_game_get_board (game), edit->to_x, edit->to_y) != NULL)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_POSITION_TAKEN,
                   /* Translators: (%d, %d) is the position (column, row) on the board the user tried to
                    * move a tile to */
                   _("There is a tile at (%d, %d) already."), edit->to_x, edit->to_y);
      return FALSE;
    }

  type = tile->type;
  rotation = tile->rotation;
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->x == edit->x && figure->y == edit->y)
        g_array_append_val (figures, *figure);
    }

  tsr_game_edit_remove_tile (game, edit->x, edit->y);
  if (!tsr_game_setup_tile (game, type, edit->to_x, edit->to_y, rotation, error))
    return FALSE;
  for (guint i = 0; i < figures->len; i++)
    {
      TsrFigure *figure = &g_array_index (figures, TsrFigure, i);

      figure->x = edit->to_x;
      figure->y = edit->to_y;
      if (!tsr_game_setup_figure_full (game, figure, error))
        return FALSE;
    }

  return TRUE;
}

static void
edit_or_say_why (TsrWindow   *self,
                 TsrEditFunc  func,
                 Edit        *edit)
{
  g_autoptr(GError) error = NULL;

  if (!tsr_document_edit (self->document, func, edit, &error))
    _tsr_window_toast (self, error->message);
}

/* Applies @tool (as the palette names it) at a place on the board. */
static void
apply_tool (TsrWindow  *self,
            const char *tool,
            gint32      x,
            gint32      y,
            TsrPort     port)
{
  Edit edit = { 0 };
  ToolKind kind;

  if (!parse_tool (tool, &edit, &kind))
    return;

  edit.x = x;
  edit.y = y;
  edit.port = port;
  if (kind == TOOL_TILE)
    {
      edit.rotation = tsr_board_view_get_ghost_rotation (self->board);
      edit_or_say_why (self, put_tile, &edit);
    }
  else if (kind == TOOL_PIECE)
    edit_or_say_why (self, put_piece, &edit);
  else if (port == TSR_PORT_NONE && !(kind == TOOL_FIGURE && tsr_figure_kind_is_neutral (edit.figure)))
    _tsr_window_toast (self, kind == TOOL_FIGURE
                             ? _("Figures stand on a feature of a tile: click a city, road, field or monastery.")
                             : _("Tokens lie on a feature of a tile: click a city, road, field or monastery."));
  else
    edit_or_say_why (self, kind == TOOL_FIGURE ? put_figure : put_token, &edit);
}

void
_tsr_window_edit_activate (TsrWindow *self,
                           gint32     x,
                           gint32     y,
                           TsrPort    port)
{
  apply_tool (self, tsr_palette_get_tool (self->palette), x, y, port);
}

static void
on_place_dropped (TsrWindow    *self,
                  const char   *what,
                  int           x,
                  int           y,
                  int           port,
                  TsrBoardView *board)
{
  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_EDIT)
    return;

  apply_tool (self, what, x, y, port);
}

static void
on_tile_dragged (TsrWindow    *self,
                 int           from_x,
                 int           from_y,
                 int           to_x,
                 int           to_y,
                 TsrBoardView *board)
{
  Edit edit = { .x = from_x, .y = from_y, .to_x = to_x, .to_y = to_y };

  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_EDIT || (from_x == to_x && from_y == to_y))
    return;

  edit_or_say_why (self, move_tile, &edit);
}

static void
on_tool_changed (TsrWindow  *self,
                 TsrPalette *palette)
{
  _tsr_window_edit_refresh (self);
}

/* What the bar under the board says in edit mode. */
void
_tsr_window_edit_refresh (TsrWindow *self)
{
  Edit edit = { 0 };
  ToolKind kind = TOOL_FIGURE;
  gboolean has_tool = parse_tool (tsr_palette_get_tool (self->palette), &edit, &kind);
  gboolean is_tile = kind == TOOL_TILE;
  GtkWidget *child;

  tsr_board_view_set_subject (self->board, NULL);
  tsr_board_view_set_marks (self->board, NULL, 0);
  tsr_board_view_set_ghost (self->board, has_tool && is_tile ? edit.type : NULL,
                            tsr_board_view_get_ghost_rotation (self->board), TRUE);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choice_buttons))) != NULL)
    gtk_box_remove (self->choice_buttons, child);

  if (has_tool && is_tile)
    gtk_label_set_text (self->choice_label,
                        _("Click an empty square to put the tile there; R turns it. Drag a tile to move it, "
                          "Delete removes what is under the pointer."));
  else if (has_tool && kind == TOOL_PIECE)
    gtk_label_set_text (self->choice_label, _(edit.piece->hint));
  else if (has_tool && kind == TOOL_TOKEN)
    gtk_label_set_text (self->choice_label,
                        _("Click a city, road, field or monastery to put the token there; Delete removes "
                          "what is under the pointer."));
  else if (has_tool && tsr_figure_kind_is_neutral (edit.figure))
    gtk_label_set_text (self->choice_label,
                        _("Click a tile to put the figure there, or to move it there when it is on the board; "
                          "Delete removes what is under the pointer."));
  else if (has_tool)
    gtk_label_set_text (self->choice_label,
                        _("Click a city, road, field or monastery to put the figure there; Delete removes "
                          "what is under the pointer."));
  else
    gtk_label_set_text (self->choice_label,
                        _("Choose a tile or a figure on the left, then click the board. Switch to Play to "
                          "let the rules run from this position."));
}

/* Actions */

static void
tool_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  const char *tool = g_variant_get_string (parameter, NULL);

  tsr_palette_set_tool (self->palette, *tool != '\0' ? tool : NULL);
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);

  tsr_board_view_rotate_ghost (self->board, g_str_equal (action_name, "win.rotate-back") ? -1 : 1);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TsrWindow *self = TSR_WINDOW (widget);
  Edit edit = { 0 };

  if (tsr_document_get_mode (self->document) != TSR_DOCUMENT_EDIT)
    return;

  if (tsr_board_view_keys_in_use (self->board) ||
      !tsr_board_view_get_hover (self->board, &edit.x, &edit.y, &edit.port))
    {
      tsr_board_view_get_cursor (self->board, &edit.x, &edit.y);
      edit.port = TSR_PORT_NONE;
    }
  edit_or_say_why (self, remove_here, &edit);
}

static void
cancel_tool_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  tsr_palette_set_tool (TSR_WINDOW (widget)->palette, NULL);
}

void
_tsr_window_edit_init (TsrWindow *self)
{
  g_signal_connect_swapped (self->board, "place-dropped", G_CALLBACK (on_place_dropped), self);
  g_signal_connect_swapped (self->board, "tile-dragged", G_CALLBACK (on_tile_dragged), self);
  g_signal_connect_swapped (self->palette, "tool-changed", G_CALLBACK (on_tool_changed), self);
}

void
_tsr_window_class_edit_init (GtkWidgetClass *widget_class)
{
  /* "tile:ID", "figure:KIND:PLAYER" or "" for none, as the palette. */
  gtk_widget_class_install_action (widget_class, "win.tool", "s", tool_action);
  gtk_widget_class_install_action (widget_class, "win.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-back", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "win.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-tool", NULL, cancel_tool_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "win.rotate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_SHIFT_MASK, "win.rotate-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "win.rotate-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "win.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.cancel-tool", NULL);
}
