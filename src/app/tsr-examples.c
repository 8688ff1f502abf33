/* tsr-examples.c: the start page's list of shipped examples
 *
 * The examples of the base game come first, "First turns" at their head,
 * since that is where a newcomer starts.  Then one folded row per fan
 * expansion, in the order the rulebook gives them, and one for the
 * examples where two fan expansions meet.  A scenario's expansion is read
 * from the modules it switches on and the rulebook's word for each
 * (kind "fan"), so a new expansion's examples find their row by themselves.
 *
 * A folded row makes the rows of its examples only when it is
 * unfolded: laying out three dozen two-line descriptions was most of what
 * the first frame of the window cost.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-core.h"
#include "tsr-examples.h"
#include "tsr-tooltip.h"

/* The example a newcomer should meet first. */
#define FIRST_EXAMPLE "first-turns.tessera"

typedef struct
{
  char *resource;       /* scenarios/NAME.tessera */
  char *title;
  char *description;
} Example;

static void
example_free (Example *example)
{
  g_free (example->resource);
  g_free (example->title);
  g_free (example->description);
  g_free (example);
}

typedef struct
{
  char      *title;     /* translated */
  gboolean   open;      /* its examples' rows shown */
  GPtrArray *examples;  /* Example */
} Group;

static void
group_free (Group *group)
{
  g_free (group->title);
  g_ptr_array_unref (group->examples);
  g_free (group);
}

static Group *
group_new (const char *title,
           gboolean    open)
{
  Group *group = g_new0 (Group, 1);

  group->title = g_strdup (title);
  group->open = open;
  group->examples = g_ptr_array_new_with_free_func ((GDestroyNotify) example_free);
  return group;
}

static int
compare_examples (gconstpointer a,
                  gconstpointer b)
{
  const Example *x = *(Example * const *) a, *y = *(Example * const *) b;
  gboolean x_first = g_str_has_suffix (x->resource, "/" FIRST_EXAMPLE);
  gboolean y_first = g_str_has_suffix (y->resource, "/" FIRST_EXAMPLE);

  if (x_first != y_first)
    return x_first ? -1 : 1;
  return g_utf8_collate (x->title, y->title);
}

/* The fan expansions @position switches on, as indexes into @fans; the
 * first one in *first.  Returns how many. */
static guint
count_fans (const TsrGame *position,
            GPtrArray     *fans,
            guint         *first)
{
  guint n = 0;

  for (guint i = 0; i < fans->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (fans, i);

      if (tsr_game_has_module (position, module->id) && n++ == 0)
        *first = i;
    }

  return n;
}

static Example *
example_load (const char          *name,
              const TsrScenario  **scenario_out,
              TsrScenario        **owned)
{
  g_autofree char *resource = g_strconcat ("scenarios/", name, NULL);
  g_autoptr(GBytes) bytes = tsr_data_lookup (resource, NULL);
  const char *data, *title, *description;
  Example *example;
  gsize length;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  *owned = tsr_scenario_load_data (data, length, name, NULL);
  if (*owned == NULL)
    return NULL;
  *scenario_out = *owned;

  title = tsr_scenario_get_title (*owned);
  description = tsr_scenario_get_description (*owned);
  example = g_new0 (Example, 1);
  example->resource = g_steal_pointer (&resource);
  example->title = g_strdup (title != NULL ? tsr_translate_scenario_text (title) : name);
  example->description = description != NULL ? g_strdup (tsr_translate_scenario_text (description)) : NULL;
  return example;
}

/* The groups, in the order they are shown: the base game, each fan
 * expansion, then where they meet.  Empty ones are left out. */
static GPtrArray *
collect_groups (void)
{
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  g_autoptr(GPtrArray) fans = g_ptr_array_new ();
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  g_auto(GStrv) names = tsr_data_list ("scenarios", NULL);
  GPtrArray *shown = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);

      if (g_strcmp0 (module->kind, "fan") == 0)
        g_ptr_array_add (fans, (gpointer) module);
    }

  /* Translators: the start page's group of examples that need no expansion */
  g_ptr_array_add (groups, group_new (_("The Base Game"), TRUE));
  for (guint i = 0; i < fans->len; i++)
    g_ptr_array_add (groups, group_new (tsr_translate (((const TsrModuleText *) g_ptr_array_index (fans, i))->title), FALSE));
  /* Translators: the start page's group of examples with two or more fan expansions switched on */
  g_ptr_array_add (groups, group_new (_("Where Expansions Meet"), FALSE));

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      g_autoptr(TsrScenario) owned = NULL;
      const TsrScenario *scenario = NULL;
      Example *example = example_load (names[i], &scenario, &owned);
      guint first = 0, n;
      Group *group;

      if (example == NULL)
        continue;
      n = count_fans (tsr_scenario_get_position (scenario), fans, &first);
      group = g_ptr_array_index (groups, n == 0 ? 0 : n == 1 ? first + 1 : groups->len - 1);
      g_ptr_array_add (group->examples, example);
    }

  for (guint i = 0; i < groups->len; i++)
    {
      Group *group = g_ptr_array_index (groups, i);

      if (group->examples->len == 0)
        continue;
      g_ptr_array_sort (group->examples, compare_examples);
      g_ptr_array_add (shown, g_ptr_array_steal_index (groups, i--));
    }

  return shown;
}

static GtkWidget *
example_row_new (const Example *example)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), example->title);
  if (example->description != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), example->description);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-example");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", example->resource);
  tsr_tooltip_set (row, example->resource + strlen ("scenarios/"));

  return row;
}

/* Unfolds a group's row into its examples, just below it, or folds it.
 * A plain row with an arrow rather than an AdwExpanderRow: laying out
 * the expander rows' nested lists was most of what the start page cost
 * the first frame. */
static void
on_group_activated (AdwActionRow *row,
                    Group        *group)
{
  GtkListBox *list = GTK_LIST_BOX (gtk_widget_get_parent (GTK_WIDGET (row)));
  GtkWidget *arrow = g_object_get_data (G_OBJECT (row), "tsr-arrow");
  int index = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));

  group->open = !group->open;
  gtk_image_set_from_icon_name (GTK_IMAGE (arrow), group->open ? "pan-down-symbolic" : "pan-end-symbolic");
  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_EXPANDED, group->open, -1);

  for (guint i = 0; i < group->examples->len; i++)
    {
      if (group->open)
        gtk_list_box_insert (list, example_row_new (g_ptr_array_index (group->examples, i)), index + 1 + i);
      else
        gtk_list_box_remove (list, GTK_WIDGET (gtk_list_box_get_row_at_index (list, index + 1)));
    }
}

/* The row owns its group. */
static void
on_group_row_gone (gpointer  data,
                   GClosure *closure)
{
  group_free (data);
}

static GtkWidget *
group_row_new (Group *group)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *arrow = gtk_image_new_from_icon_name ("pan-end-symbolic");
  guint n = group->examples->len;
  /* Translators: under the name of an expansion on the start page: how many examples it has */
  g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u example", "%u examples", n), n);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), group->title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
  g_object_set_data (G_OBJECT (row), "tsr-arrow", arrow);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
  gtk_widget_add_css_class (row, "tsr-example-group");
  g_signal_connect_data (row, "activated", G_CALLBACK (on_group_activated), group,
                         on_group_row_gone, 0);
  return row;
}

/**
 * tsr_examples_fill:
 * @list: the start page's list
 *
 * Fills @list with the shipped examples: the base game's as rows, every
 * other group as a row that unfolds to show its examples.
 */
void
tsr_examples_fill (GtkListBox *list)
{
  g_autoptr(GPtrArray) groups = collect_groups ();

  g_return_if_fail (GTK_IS_LIST_BOX (list));

  while (groups->len > 0)
    {
      Group *group = g_ptr_array_steal_index (groups, 0);

      if (!group->open)
        {
          gtk_list_box_append (list, group_row_new (group));
          continue;
        }
      for (guint j = 0; j < group->examples->len; j++)
        gtk_list_box_append (list, example_row_new (g_ptr_array_index (group->examples, j)));
      group_free (group);
    }
}
