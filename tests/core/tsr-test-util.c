/* tsr-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"

const TsrTileType *
test_tile (const char *id)
{
  const TsrTileType *type = tsr_catalogue_lookup (tsr_catalogue_get_default (), id);

  g_assert_nonnull (type);
  return type;
}

TsrPort
test_port (const char *name)
{
  TsrPort port;

  g_assert_true (tsr_port_from_string (name, &port));
  return port;
}

static guint
quarter_turns (int degrees)
{
  guint turns;

  g_assert_true (tsr_rotation_from_degrees (degrees, &turns));
  return turns;
}

/* @modules, @players: space-separated lists ("abbot phantom", "red blue") */
TsrGame *
test_game_new (const char *modules,
               const char *players)
{
  TsrGame *game = tsr_game_new ();
  g_auto(GStrv) module_ids = g_strsplit (modules, " ", -1);
  g_auto(GStrv) player_ids = g_strsplit (players, " ", -1);

  for (guint i = 0; module_ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      if (*module_ids[i] == '\0')
        continue;
      tsr_game_enable_module (game, module_ids[i], &error);
      g_assert_no_error (error);
    }

  for (guint i = 0; player_ids[i] != NULL; i++)
    tsr_game_add_player (game, player_ids[i], NULL);

  return game;
}

void
test_setup_tile (TsrGame    *game,
                 const char *id,
                 gint32      x,
                 gint32      y,
                 int         degrees)
{
  g_autoptr(GError) error = NULL;

  tsr_game_setup_tile (game, test_tile (id), x, y, quarter_turns (degrees), &error);
  g_assert_no_error (error);
}

void
test_setup_figure (TsrGame       *game,
                   TsrFigureKind  kind,
                   const char    *player,
                   gint32         x,
                   gint32         y,
                   const char    *port)
{
  g_autoptr(GError) error = NULL;
  int index = player != NULL ? tsr_game_find_player (game, player) : -1;

  g_assert_true (player == NULL || index >= 0);
  tsr_game_setup_figure (game, kind, index, x, y, port != NULL ? test_port (port) : TSR_PORT_NONE, &error);
  g_assert_no_error (error);
}

/* Starts with @player to draw from @deck (tile ids, top first). */
void
test_start (TsrGame    *game,
            const char *player,
            const char *deck)
{
  g_auto(GStrv) ids = g_strsplit (deck, " ", -1);
  g_autoptr(GPtrArray) types = g_ptr_array_new ();
  int index = tsr_game_find_player (game, player);

  g_assert_cmpint (index, >=, 0);
  for (guint i = 0; ids[i] != NULL; i++)
    if (*ids[i] != '\0')
      g_ptr_array_add (types, (gpointer) test_tile (ids[i]));

  tsr_game_set_deck (game, (const TsrTileType * const *) types->pdata, types->len);
  tsr_game_set_turn (game, index, 1);
  tsr_game_start (game);
}

gboolean
test_place_tile (TsrGame     *game,
                 const char  *id,
                 gint32       x,
                 gint32       y,
                 int          degrees,
                 GError     **error)
{
  TsrAction action;

  tsr_action_init (&action, TSR_ACTION_PLACE_TILE);
  action.tile = id != NULL ? test_tile (id) : NULL;
  action.has_pos = TRUE;
  action.x = x;
  action.y = y;
  action.rotation = quarter_turns (degrees);
  return tsr_game_act (game, &action, error);
}

/* Places a figure on the tile placed this turn. */
gboolean
test_place_figure (TsrGame        *game,
                   TsrFigureKind   kind,
                   const char     *port,
                   GError        **error)
{
  TsrAction action;

  tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
  action.figure = kind;
  action.port = test_port (port);
  return tsr_game_act (game, &action, error);
}

gboolean
test_simple_action (TsrGame        *game,
                    TsrActionKind   kind,
                    GError        **error)
{
  TsrAction action;

  tsr_action_init (&action, kind);
  return tsr_game_act (game, &action, error);
}

gint32
test_score (TsrGame    *game,
            const char *player)
{
  int index = tsr_game_find_player (game, player);

  g_assert_cmpint (index, >=, 0);
  return tsr_game_get_player (game, index)->score;
}

gint
test_supply (TsrGame       *game,
             const char    *player,
             TsrFigureKind  kind)
{
  int index = tsr_game_find_player (game, player);

  g_assert_cmpint (index, >=, 0);
  return tsr_game_get_supply (game, index, kind);
}

gboolean
test_has_figure (TsrGame       *game,
                 TsrFigureKind  kind,
                 const char    *player,
                 gint32         x,
                 gint32         y,
                 const char    *port)
{
  int index = tsr_game_find_player (game, player);

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->kind == kind && figure->player == index &&
          figure->x == x && figure->y == y && figure->port == test_port (port))
        return TRUE;
    }

  return FALSE;
}

gboolean
test_has_step (TsrGame    *game,
               const char *rule)
{
  for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
    if (strcmp (tsr_game_get_step (game, i)->rule, rule) == 0)
      return TRUE;

  return FALSE;
}

static void
collect_scenarios (const char *directory,
                   GPtrArray  *files)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (directory, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_scenarios (path, files);
      else if (g_str_has_suffix (name, ".tessera"))
        g_ptr_array_add (files, g_steal_pointer (&path));
    }
}

/**
 * test_collect_scenarios:
 * @tests: the rules tests under tests/scenarios
 * @shipped: the examples under data/scenarios
 *
 * Returns: (transfer full): the paths of the repository's scenario files
 */
GPtrArray *
test_collect_scenarios (gboolean tests,
                        gboolean shipped)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  if (tests)
    {
      g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "scenarios", NULL);

      collect_scenarios (dir, files);
    }
  if (shipped)
    {
      g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", NULL);

      collect_scenarios (dir, files);
    }

  return files;
}

/* A scenario written in the test, which must load. */
TsrScenario *
test_load_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_load_data (text, strlen (text), "test.tessera", &error);

  g_assert_no_error (error);
  return scenario;
}
