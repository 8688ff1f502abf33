/* tsr-rules-window.c
 *
 * The rule text of every module, as the core reads it from data/rules, in
 * the user's language: for each expansion or piece its rules (title,
 * text, rule id) and its variants with every reading explained and the
 * default marked.  A search narrows the list to the rules that mention
 * the words typed.  Links from rule steps open it at their rule.
 *
 * It shows the modules of the open scenario, and any other the reader
 * picks (tsr-module-filter.c).  Below the modules, the interactions
 * between modules shown: where their rules meet, with links to those
 * rules and a button that opens the example showing it in the main
 * window, as the start page would.  A variant with named readings whose
 * module is in play has a button comparing its readings in the open
 * scenario (the main window's win.compare-readings).
 *
 * For translators, Show Original puts the English under every text with
 * the step explanations, and a `.po` file can be previewed as it is:
 * untranslated and fuzzy texts are marked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-core.h"
#include "tsr-module-filter.h"
#include "tsr-rules-window.h"
#include "tsr-tooltip.h"

/* The "module" of the interactions' rows, which come after every module. */
#define INTERACTIONS "interactions"

struct _TsrRulesWindow
{
  AdwWindow           parent_instance;

  TsrModuleFilter    *filter;
  GtkToggleButton    *search_button;
  GtkSearchBar       *search_bar;
  GtkSearchEntry     *search_entry;
  GtkStack           *stack;
  GtkScrolledWindow  *scroller;
  GtkListBox         *list;

  GtkToggleButton    *original_button;
  GtkWidget          *preview_bar;
  GtkLabel           *preview_label;

  char               *needle;      /* casefolded search text */
  GStrv               in_play;     /* the modules of the open scenario, or NULL */
  guint               n_shown;
  gboolean            show_original;
};

G_DEFINE_FINAL_TYPE (TsrRulesWindow, tsr_rules_window, ADW_TYPE_WINDOW)

/* The text a search looks in, folded so that case does not matter. */
static void
set_search_text (GtkWidget  *row,
                 GString    *text)
{
  g_autofree char *normal = g_utf8_normalize (text->str, -1, G_NORMALIZE_ALL);

  g_object_set_data_full (G_OBJECT (row), "search-text", g_utf8_casefold (normal, -1), g_free);
}

static GtkWidget *
label_new (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* For translators: under a translated text, how far it is translated
 * and the English it comes from, when they asked to see it or when a
 * file is previewed and the text is not (fully) translated there. */
static void
append_original (TsrRulesWindow *self,
                 GtkBox         *box,
                 const char     *original)
{
  TsrPoState state = tsr_translate_state (original);
  const char *mark = NULL;
  GtkWidget *label;

  if (state == TSR_PO_FUZZY)
    /* Translators: marks a text whose translation needs review (a "fuzzy" message) */
    mark = _("Needs review");
  else if (state != TSR_PO_TRANSLATED && tsr_i18n_get_preview () != NULL)
    /* Translators: marks a text the translation file previewed does not translate */
    mark = _("Not translated");

  if (mark != NULL)
    {
      label = label_new (mark, "caption");
      gtk_widget_add_css_class (label, "warning");
      gtk_box_append (box, label);
    }
  if (self->show_original)
    {
      label = label_new (original, "dim-label");
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (box, label);
    }
}

/* A text of the rulebook in the user's language (or the file previewed). */
static void
append_text (TsrRulesWindow *self,
             GtkBox         *box,
             const char     *text,
             const char     *css_class,
             GString        *search)
{
  const char *translated = tsr_translate_previewed (text);

  gtk_box_append (box, label_new (translated, css_class));
  if (search != NULL)
    g_string_append_printf (search, " %s", translated);
  append_original (self, box, text);
}

static void
append_paragraphs (TsrRulesWindow *self,
                   GtkBox         *box,
                   GStrv           text,
                   GString        *search)
{
  for (guint i = 0; text != NULL && text[i] != NULL; i++)
    append_text (self, box, text[i], NULL, search);
}

/* A row of the list, read by screen readers as its heading, @name. */
static GtkWidget *
row_new (const char *module,
         const char *name,
         GtkWidget **box)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);

  *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (*box, 12);
  gtk_widget_set_margin_end (*box, 12);
  gtk_widget_set_margin_top (*box, 10);
  gtk_widget_set_margin_bottom (*box, 10);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), *box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "module", (gpointer) module);
  return row;
}

static GtkWidget *
rule_row (TsrRulesWindow      *self,
          const TsrModuleText *module,
          const TsrRule       *rule)
{
  GtkWidget *box;
  GtkWidget *row = row_new (module->id, tsr_translate_previewed (rule->title), &box);
  g_autoptr(GString) search = g_string_new (rule->id);

  append_text (self, GTK_BOX (box), rule->title, "heading", search);
  append_paragraphs (self, GTK_BOX (box), rule->text, search);
  if (self->show_original || tsr_i18n_get_preview () != NULL)
    {
      /* Translators: the heading of a rule step's explanation sentence, shown to translators */
      gtk_box_append (GTK_BOX (box), label_new (_("Step explanation"), "caption-heading"));
      append_text (self, GTK_BOX (box), rule->explanation, NULL, search);
    }
  gtk_box_append (GTK_BOX (box), label_new (rule->id, "dim-label"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "caption");

  g_object_set_data_full (G_OBJECT (row), "rule", g_strdup (rule->id), g_free);
  set_search_text (row, search);
  return row;
}

/* The main window compares the readings in the scenario it has open;
 * the reference stays where it is, under the comparison. */
static void
on_compare_readings (GtkButton      *button,
                     TsrRulesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  const char *variant = g_object_get_data (G_OBJECT (button), "variant");

  gtk_widget_activate_action (GTK_WIDGET (parent), "win.compare-readings", "s", variant);
}

static gboolean
module_in_play (TsrRulesWindow *self,
                const char     *module)
{
  return self->in_play != NULL && g_strv_contains ((const char * const *) self->in_play, module);
}

/* Readings can be compared in the scenario open only when it has their
 * module in play. */
static void
update_compare_buttons (TsrRulesWindow *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *button = g_object_get_data (G_OBJECT (row), "compare-button");

      if (button != NULL)
        gtk_widget_set_visible (button, module_in_play (self, g_object_get_data (G_OBJECT (row), "module")));
    }
}

static GtkWidget *
compare_button (TsrRulesWindow   *self,
                const TsrVariant *variant)
{
  GtkWidget *button = tsr_a11y_button_new_with_mnemonic (_("_Compare Readings"));

  /* Translators: the tooltip of a variant's button in the Rules reference that opens Compare Readings */
  tsr_tooltip_set (button, _("Replay the open scenario under each reading and see where they part"));
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  g_object_set_data (G_OBJECT (button), "variant", variant->id);
  g_signal_connect (button, "clicked", G_CALLBACK (on_compare_readings), self);
  return button;
}

static GtkWidget *
variant_row (TsrRulesWindow      *self,
             const TsrModuleText *module,
             const TsrVariant    *variant)
{
  GtkWidget *box;
  g_autoptr(GString) search = g_string_new (variant->id);
  /* Translators: the heading of a rule variant in the rules reference */
  g_autofree char *title = g_strdup_printf (_("Variant: %s"), tsr_translate_previewed (variant->title));
  GtkWidget *row = row_new (module->id, title, &box);

  gtk_box_append (GTK_BOX (box), label_new (title, "heading"));
  g_string_append_printf (search, " %s", title);
  append_original (self, GTK_BOX (box), variant->title);
  append_paragraphs (self, GTK_BOX (box), variant->text, search);

  if (variant->integer)
    {
      /* Translators: %s is a number */
      g_autofree char *line = g_strdup_printf (_("A whole number; %s unless the scenario says otherwise."),
                                               variant->default_value);

      gtk_box_append (GTK_BOX (box), label_new (line, NULL));
    }
  for (guint i = 0; variant->values != NULL && i < variant->values->len; i++)
    {
      const TsrVariantValue *value = g_ptr_array_index (variant->values, i);
      const char *text = value->text != NULL && value->text[0] != NULL ? tsr_translate_previewed (value->text[0]) : "";
      g_autofree char *line = NULL;

      if (g_strcmp0 (value->id, variant->default_value) == 0)
        /* Translators: a reading of a variant: its value, what it means, and that it is the default */
        line = g_strdup_printf (_("“%s”: %s (the default)"), value->id, text);
      else
        /* Translators: a reading of a variant: its value and what it means */
        line = g_strdup_printf (_("“%s”: %s"), value->id, text);
      gtk_box_append (GTK_BOX (box), label_new (line, NULL));
      g_string_append_printf (search, " %s", line);
      if (value->text != NULL && value->text[0] != NULL)
        append_original (self, GTK_BOX (box), value->text[0]);
    }

  if (!variant->integer)
    {
      GtkWidget *button = compare_button (self, variant);

      gtk_widget_set_visible (button, module_in_play (self, module->id));
      gtk_box_append (GTK_BOX (box), button);
      g_object_set_data (G_OBJECT (row), "compare-button", button);
    }

  gtk_box_append (GTK_BOX (box), label_new (variant->id, "dim-label"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "caption");
  g_object_set_data_full (G_OBJECT (row), "rule", g_strdup (variant->id), g_free);
  set_search_text (row, search);
  return row;
}

/* A rule's or a variant's title, in the words of a link to it. */
static char *
rule_link_title (const char *id)
{
  TsrRulebook *rulebook = tsr_rulebook_get_default ();
  const TsrRule *rule = tsr_rulebook_lookup_rule (rulebook, id);
  const TsrVariant *variant = tsr_rulebook_lookup_variant (rulebook, id);

  if (rule != NULL)
    return g_strdup (tsr_translate_previewed (rule->title));
  if (variant != NULL)
    return g_strdup_printf (_("Variant: %s"), tsr_translate_previewed (variant->title));
  return g_strdup (id);
}

/* The link's address is the rule's id. */
static gboolean
on_rule_link (GtkLabel       *label,
              const char     *uri,
              TsrRulesWindow *self)
{
  tsr_rules_window_show_rule (self, uri);
  return TRUE;
}

/* One link per rule, the lines breaking between links. */
static GtkWidget *
rule_links (TsrRulesWindow *self,
            GStrv           rules,
            GString        *search)
{
  GtkWidget *links = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (links), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (links), 8);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (links), 12);
  for (guint i = 0; rules[i] != NULL; i++)
    {
      g_autofree char *title = rule_link_title (rules[i]);
      g_autofree char *escaped = g_markup_escape_text (title, -1);
      g_autofree char *markup = g_markup_printf_escaped ("<a href=\"%s\">", rules[i]);
      g_autofree char *link = g_strconcat (markup, escaped, "</a>", NULL);
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_markup (GTK_LABEL (label), link);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      tsr_tooltip_set (label, rules[i]);
      g_signal_connect (label, "activate-link", G_CALLBACK (on_rule_link), self);
      gtk_flow_box_append (GTK_FLOW_BOX (links), label);
      /* The link takes the focus, not the box around it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (label), FALSE);
      g_string_append_printf (search, " %s %s", rules[i], title);
    }

  return links;
}

/* The main window opens the example as its start page does (win.open-example),
 * asking first about unsaved changes; the reference steps aside so that
 * the board, or the question, is in view. */
static void
on_open_example (GtkButton      *button,
                 TsrRulesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  const char *resource = g_object_get_data (G_OBJECT (button), "resource");

  gtk_window_close (GTK_WINDOW (self));
  gtk_window_present (parent);
  gtk_widget_activate_action (GTK_WIDGET (parent), "win.open-example", "s", resource);
}

/* The button opening an interaction's example, and its title. */
static GtkWidget *
example_box (TsrRulesWindow       *self,
             const TsrInteraction *interaction,
             GString              *search)
{
  g_autofree char *resource = tsr_interaction_dup_resource (interaction);
  g_autoptr(GBytes) bytes = tsr_data_lookup (resource, NULL);
  g_autoptr(TsrScenario) scenario = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *button = tsr_a11y_button_new_with_mnemonic (_("_Open Example"));
  const char *title = interaction->scenario;
  g_autofree char *tooltip = NULL;
  GtkWidget *label;
  gsize length;

  if (bytes != NULL)
    {
      const char *data = g_bytes_get_data (bytes, &length);

      scenario = tsr_scenario_load_data (data, length, resource, NULL);
    }
  if (scenario != NULL && tsr_scenario_get_title (scenario) != NULL)
    title = tsr_translate_scenario_text (tsr_scenario_get_title (scenario));

  /* Translators: the tooltip of the button that opens an interaction's example; %s is its title */
  tooltip = g_strdup_printf (_("Open “%s” in the main window"), title);
  tsr_tooltip_set (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, scenario != NULL);
  g_object_set_data_full (G_OBJECT (button), "resource", g_steal_pointer (&resource), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_open_example), self);
  gtk_box_append (GTK_BOX (box), button);

  label = label_new (title, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  g_string_append_printf (search, " %s", title);
  return box;
}

static const char *
module_title (const char *id)
{
  const TsrModuleText *text = tsr_rulebook_lookup_module (tsr_rulebook_get_default (), id);

  return text != NULL ? tsr_translate_previewed (text->title) : id;
}

static GtkWidget *
interaction_row (TsrRulesWindow       *self,
                 const TsrInteraction *interaction)
{
  GtkWidget *box;
  GtkWidget *row = row_new (INTERACTIONS, tsr_translate_previewed (interaction->title), &box);
  g_autoptr(GString) search = g_string_new (NULL);
  /* Translators: the two modules whose rules meet in an interaction, such as "COVID-19 × Natural Disasters" */
  g_autofree char *pair = g_strdup_printf (_("%s × %s"), module_title (interaction->with),
                                           module_title (interaction->module));

  append_text (self, GTK_BOX (box), interaction->title, "heading", search);
  gtk_box_append (GTK_BOX (box), label_new (pair, "dim-label"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "caption");
  g_string_append_printf (search, " %s", pair);
  append_paragraphs (self, GTK_BOX (box), interaction->text, search);

  /* Translators: the heading of the links to the rules an interaction is about */
  gtk_box_append (GTK_BOX (box), label_new (_("The rules that meet"), "caption-heading"));
  gtk_box_append (GTK_BOX (box), rule_links (self, interaction->rules, search));
  gtk_box_append (GTK_BOX (box), example_box (self, interaction, search));

  g_object_set_data (G_OBJECT (row), "interaction", (gpointer) interaction);
  set_search_text (row, search);
  return row;
}

/* The heading of the interactions, above the first of them. */
static void
append_interactions_header (GtkBox *box)
{
  /* Translators: the heading of the part of the Rules reference telling where the rules of two modules meet */
  gtk_box_append (box, label_new (_("Interactions"), "title-3"));
  gtk_box_append (box, label_new (_("Where the rules of two modules shown meet, each with an example to open."),
                                  "dim-label"));
}

/* A module's title and introduction above its first row. */
static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       user_data)
{
  TsrRulesWindow *self = user_data;
  const char *module = g_object_get_data (G_OBJECT (row), "module");
  const TsrModuleText *text;
  GtkWidget *box;

  if (before != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (before), "module"), module) == 0)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  text = tsr_rulebook_lookup_module (tsr_rulebook_get_default (), module);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, before != NULL ? 24 : 12);
  gtk_widget_set_margin_bottom (box, 12);
  if (g_strcmp0 (module, INTERACTIONS) == 0)
    append_interactions_header (GTK_BOX (box));
  else if (text == NULL)
    gtk_box_append (GTK_BOX (box), label_new (module, "title-3"));
  else
    {
      append_text (self, GTK_BOX (box), text->title, "title-3", NULL);
      for (guint i = 0; text->text != NULL && text->text[i] != NULL; i++)
        append_text (self, GTK_BOX (box), text->text[i], "dim-label", NULL);
    }
  gtk_list_box_row_set_header (row, box);
}

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       user_data)
{
  TsrRulesWindow *self = user_data;
  const char *text = g_object_get_data (G_OBJECT (row), "search-text");
  const TsrInteraction *interaction = g_object_get_data (G_OBJECT (row), "interaction");
  g_auto(GStrv) words = NULL;

  if (interaction != NULL ? !tsr_module_filter_shows (self->filter, interaction->module) ||
                            !tsr_module_filter_shows (self->filter, interaction->with)
                          : !tsr_module_filter_shows (self->filter, g_object_get_data (G_OBJECT (row), "module")))
    return FALSE;

  if (self->needle == NULL || *self->needle == '\0')
    return TRUE;

  /* Every word typed must appear. */
  words = g_strsplit (self->needle, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strstr (text, words[i]) == NULL)
      return FALSE;

  return TRUE;
}

static void
count_shown (TsrRulesWindow *self)
{
  self->n_shown = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && filter_row (GTK_LIST_BOX_ROW (row), self))
      self->n_shown++;

  gtk_stack_set_visible_child_name (self->stack, self->n_shown > 0 ? "list" : "nothing");
}

/* After the search or the modules shown changed. */
static void
refilter (TsrRulesWindow *self)
{
  gtk_list_box_invalidate_filter (self->list);
  gtk_list_box_invalidate_headers (self->list);
  count_shown (self);
}

/**
 * tsr_rules_window_search:
 * @text: words that every rule shown must mention
 */
void
tsr_rules_window_search (TsrRulesWindow *self,
                         const char     *text)
{
  g_autofree char *normal = g_utf8_normalize (text != NULL ? text : "", -1, G_NORMALIZE_ALL);

  g_free (self->needle);
  self->needle = g_utf8_casefold (normal, -1);
  refilter (self);
}

/* How many rules, variants and interactions the filter and the search
 * leave in view. */
guint
tsr_rules_window_count_shown (TsrRulesWindow *self)
{
  return self->n_shown;
}

/**
 * tsr_rules_window_set_in_play:
 * @modules: (nullable): the ids of the modules switched on in the open
 *   scenario, or %NULL when none is open (every module is shown)
 *
 * The rules of these modules are always shown, those of others only
 * when the reader asks for them.
 */
void
tsr_rules_window_set_in_play (TsrRulesWindow     *self,
                              const char * const *modules)
{
  g_strfreev (self->in_play);
  self->in_play = g_strdupv ((char **) modules);
  update_compare_buttons (self);
  tsr_module_filter_set_in_play (self->filter, modules);
}

/**
 * tsr_rules_window_show_all_modules:
 * @all: %TRUE for the rules of every module, %FALSE for those in play
 */
void
tsr_rules_window_show_all_modules (TsrRulesWindow *self,
                                   gboolean        all)
{
  tsr_module_filter_show_all (self->filter, all);
}

static void
on_search_changed (TsrRulesWindow *self)
{
  tsr_rules_window_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
fill (TsrRulesWindow *self)
{
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);

      for (guint j = 0; j < module->rules->len; j++)
        gtk_list_box_append (self->list, rule_row (self, module, g_ptr_array_index (module->rules, j)));
      for (guint j = 0; j < module->variants->len; j++)
        gtk_list_box_append (self->list, variant_row (self, module, g_ptr_array_index (module->variants, j)));
    }
  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);

      for (guint j = 0; j < module->interactions->len; j++)
        gtk_list_box_append (self->list, interaction_row (self, g_ptr_array_index (module->interactions, j)));
    }
  count_shown (self);
}

/**
 * tsr_rules_window_set_show_original:
 *
 * For translators: shows the English under every translated text, and
 * every step explanation.
 */
void
tsr_rules_window_set_show_original (TsrRulesWindow *self,
                                    gboolean        show)
{
  if (gtk_toggle_button_get_active (self->original_button) != show)
    {
      gtk_toggle_button_set_active (self->original_button, show);
      return;
    }

  self->show_original = show;
  fill (self);
}

static void
on_original_toggled (TsrRulesWindow *self)
{
  tsr_rules_window_set_show_original (self, gtk_toggle_button_get_active (self->original_button));
}

static void
update_preview_bar (TsrRulesWindow *self)
{
  TsrPoCatalogue *file = tsr_i18n_get_preview ();
  g_autofree char *base = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->preview_bar, file != NULL);
  if (file == NULL)
    return;

  base = g_path_get_basename (tsr_po_catalogue_get_name (file));
  /* Translators: %s is a translation file's name, %u how many messages it has */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Previewing %s (%u message)",
                                       "Previewing %s (%u messages)", tsr_po_catalogue_get_size (file)),
                          base, tsr_po_catalogue_get_size (file));
  gtk_label_set_text (self->preview_label, text);
}

/**
 * tsr_rules_window_preview_file:
 * @path: (nullable): a `.po` file, or %NULL to stop previewing
 *
 * Shows the rule text from a translation file as it is, without compiling
 * or installing it; texts it leaves untranslated or fuzzy are marked.
 *
 * Returns: %FALSE, with @error set, when the file cannot be read
 */
gboolean
tsr_rules_window_preview_file (TsrRulesWindow  *self,
                               const char      *path,
                               GError         **error)
{
  g_autoptr(TsrPoCatalogue) file = NULL;

  if (path != NULL && (file = tsr_po_catalogue_load_file (path, error)) == NULL)
    return FALSE;

  tsr_i18n_set_preview (file);
  update_preview_bar (self);
  fill (self);
  return TRUE;
}

static void
on_preview_chosen (GtkNativeDialog *dialog,
                   int              response,
                   TsrRulesWindow  *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file == NULL)
    return;

  path = g_file_get_path (file);
  if (!tsr_rules_window_preview_file (self, path, &error))
    {
      GtkWidget *alert = adw_message_dialog_new (GTK_WINDOW (self), _("Cannot Preview This File"),
                                                 error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
      tsr_a11y_name_controls (alert);
      gtk_window_present (GTK_WINDOW (alert));
    }
}

static void
preview_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsrRulesWindow *self = TSR_RULES_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (_("Preview a Translation File"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Preview"), _("_Cancel"));
  /* Translators: a file type in a file chooser */
  gtk_file_filter_set_name (filter, _("Translation files (.po)"));
  gtk_file_filter_add_pattern (filter, "*.po");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_preview_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
stop_preview_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  tsr_rules_window_preview_file (TSR_RULES_WINDOW (widget), NULL, NULL);
}

static gboolean
scroll_to_selected (gpointer user_data)
{
  TsrRulesWindow *self = user_data;
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);
  graphene_rect_t bounds;

  if (row != NULL && gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->list), &bounds))
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), bounds.origin.y);

  return G_SOURCE_REMOVE;
}

/**
 * tsr_rules_window_show_rule:
 * @rule: a rule or variant id
 *
 * Clears the search and brings the rule into view, selected.
 */
void
tsr_rules_window_show_rule (TsrRulesWindow *self,
                            const char     *rule)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  tsr_rules_window_search (self, NULL);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && g_strcmp0 (g_object_get_data (G_OBJECT (row), "rule"), rule) == 0)
      {
        tsr_module_filter_show (self->filter, g_object_get_data (G_OBJECT (row), "module"));
        gtk_list_box_select_row (self->list, GTK_LIST_BOX_ROW (row));
        g_idle_add_full (G_PRIORITY_LOW, scroll_to_selected, g_object_ref (self), g_object_unref);
        return;
      }
}

/**
 * tsr_rules_window_find:
 *
 * Returns: (transfer none) (nullable): the rules window of @parent, if it
 *   has one yet
 */
TsrRulesWindow *
tsr_rules_window_find (GtkWindow *parent)
{
  return g_object_get_data (G_OBJECT (parent), "tsr-rules-window");
}

/**
 * tsr_rules_window_present:
 * @rule: (nullable): a rule to show
 *
 * Shows the rules window of @parent, making it when there is none yet.
 *
 * Returns: (transfer none): the window
 */
TsrRulesWindow *
tsr_rules_window_present (GtkWindow  *parent,
                          const char *rule)
{
  TsrRulesWindow *self = tsr_rules_window_find (parent);

  if (self == NULL)
    {
      self = g_object_new (TSR_TYPE_RULES_WINDOW, "transient-for", parent, NULL);
      gtk_window_set_hide_on_close (GTK_WINDOW (self), TRUE);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
      /* It goes with its parent (destroy-with-parent); the parent keeps a
       * reference until then so that it can find it again. */
      g_object_set_data_full (G_OBJECT (parent), "tsr-rules-window", g_object_ref (self), g_object_unref);
    }

  if (rule != NULL)
    tsr_rules_window_show_rule (self, rule);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

static void
tsr_rules_window_finalize (GObject *object)
{
  g_free (TSR_RULES_WINDOW (object)->needle);
  g_strfreev (TSR_RULES_WINDOW (object)->in_play);

  G_OBJECT_CLASS (tsr_rules_window_parent_class)->finalize (object);
}

static void
tsr_rules_window_class_init (TsrRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tsr_rules_window_finalize;

  g_type_ensure (TSR_TYPE_MODULE_FILTER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tsr-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, filter);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, list);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, original_button);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, preview_bar);
  gtk_widget_class_bind_template_child (widget_class, TsrRulesWindow, preview_label);

  gtk_widget_class_install_action (widget_class, "rules.preview", NULL, preview_action);
  gtk_widget_class_install_action (widget_class, "rules.stop-preview", NULL, stop_preview_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tsr_rules_window_init (TsrRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tsr_a11y_name_controls (GTK_WIDGET (self));

  g_object_bind_property (self->search_button, "active", self->search_bar, "search-mode-enabled",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));
  g_signal_connect_swapped (self->search_entry, "search-changed", G_CALLBACK (on_search_changed), self);

  g_signal_connect_swapped (self->original_button, "toggled", G_CALLBACK (on_original_toggled), self);
  g_signal_connect_swapped (self->filter, "changed", G_CALLBACK (refilter), self);

  gtk_list_box_set_header_func (self->list, update_header, self, NULL);
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  update_preview_bar (self);
  fill (self);
}
