/* tsr-module-filter.c: which modules the Rules reference shows
 *
 * The Rules reference's expansion selector: a button naming what is
 * shown, with a popover holding a check per module.  The modules of the
 * open scenario are always shown (a step's rule link must find its rule),
 * so their checks are ticked and cannot be unticked; any other module
 * the reader ticks is shown besides.  With no scenario open, everything
 * is shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-core.h"
#include "tsr-module-filter.h"
#include "tsr-tooltip.h"

struct _TsrModuleFilter
{
  GtkWidget   parent_instance;

  GtkWidget  *button;
  GPtrArray  *checks;       /* GtkCheckButton, a module id in "module" */
  GtkWidget  *note;
  GtkWidget  *only_button;
  GtkWidget  *all_button;

  GStrv       in_play;      /* NULL while no scenario is open */
  GHashTable *extra;        /* ids of the modules ticked besides */
  gboolean    updating;
};

G_DEFINE_FINAL_TYPE (TsrModuleFilter, tsr_module_filter, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
in_play (TsrModuleFilter *self,
         const char      *module)
{
  return self->in_play == NULL || g_strv_contains ((const char * const *) self->in_play, module);
}

gboolean
tsr_module_filter_shows (TsrModuleFilter *self,
                         const char      *module)
{
  g_return_val_if_fail (TSR_IS_MODULE_FILTER (self), TRUE);

  return in_play (self, module) || g_hash_table_contains (self->extra, module);
}

/* The checks and the button's words, from the state. */
static void
update (TsrModuleFilter *self)
{
  guint more = 0;
  g_autofree char *label = NULL;

  /* Disposed: nothing left to show it on. */
  if (self->button == NULL)
    return;

  self->updating = TRUE;
  for (guint i = 0; i < self->checks->len; i++)
    {
      GtkWidget *check = g_ptr_array_index (self->checks, i);
      const char *module = g_object_get_data (G_OBJECT (check), "module");

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), tsr_module_filter_shows (self, module));
      gtk_widget_set_sensitive (check, !in_play (self, module));
      if (!in_play (self, module) && tsr_module_filter_shows (self, module))
        more++;
    }
  self->updating = FALSE;

  if (self->in_play == NULL || more + g_strv_length (self->in_play) == self->checks->len)
    /* Translators: what the Rules reference shows: the rules of every module */
    label = g_strdup (_("All Modules"));
  else if (more == 0)
    /* Translators: what the Rules reference shows: the rules of the modules switched on in the open scenario */
    label = g_strdup (_("In Play"));
  else
    /* Translators: what the Rules reference shows: the modules switched on in the open scenario, and %u others */
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "In Play and %u More", "In Play and %u More", more),
                             more);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->button), label);
  /* GTK 4.8 names a menu button by its type, not its label. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_label_set_text (GTK_LABEL (self->note),
                      self->in_play == NULL ? _("No scenario is open, so every module is shown.")
                                            : _("The modules of the open scenario are always shown."));

  gtk_widget_set_sensitive (self->only_button, self->in_play != NULL && more > 0);
  gtk_widget_set_sensitive (self->all_button,
                            self->in_play != NULL && more + g_strv_length (self->in_play) < self->checks->len);
}

static void
changed (TsrModuleFilter *self)
{
  update (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * tsr_module_filter_set_in_play:
 * @modules: (nullable): the ids of the modules switched on in the open
 *   scenario, or %NULL when none is open
 */
void
tsr_module_filter_set_in_play (TsrModuleFilter    *self,
                               const char * const *modules)
{
  g_return_if_fail (TSR_IS_MODULE_FILTER (self));

  if (modules == NULL ? self->in_play == NULL
                      : self->in_play != NULL && g_strv_equal (modules, (const char * const *) self->in_play))
    return;

  g_strfreev (self->in_play);
  self->in_play = g_strdupv ((char **) modules);
  changed (self);
}

/* Shows @module besides those in play, as ticking its check does. */
void
tsr_module_filter_show (TsrModuleFilter *self,
                        const char      *module)
{
  g_return_if_fail (TSR_IS_MODULE_FILTER (self));

  if (tsr_module_filter_shows (self, module))
    return;

  g_hash_table_add (self->extra, g_strdup (module));
  changed (self);
}

/**
 * tsr_module_filter_show_all:
 * @all: %TRUE for every module, %FALSE for those in play only
 */
void
tsr_module_filter_show_all (TsrModuleFilter *self,
                            gboolean         all)
{
  g_return_if_fail (TSR_IS_MODULE_FILTER (self));

  g_hash_table_remove_all (self->extra);
  for (guint i = 0; all && i < self->checks->len; i++)
    g_hash_table_add (self->extra, g_strdup (g_object_get_data (g_ptr_array_index (self->checks, i), "module")));
  changed (self);
}

static void
on_check_toggled (GtkCheckButton  *check,
                  TsrModuleFilter *self)
{
  const char *module = g_object_get_data (G_OBJECT (check), "module");

  if (self->updating)
    return;

  if (gtk_check_button_get_active (check))
    g_hash_table_add (self->extra, g_strdup (module));
  else
    g_hash_table_remove (self->extra, module);
  changed (self);
}

static void
on_only_clicked (TsrModuleFilter *self)
{
  tsr_module_filter_show_all (self, FALSE);
}

static void
on_all_clicked (TsrModuleFilter *self)
{
  tsr_module_filter_show_all (self, TRUE);
}

static GtkWidget *
popover_new (TsrModuleFilter *self)
{
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  /* Translators: the heading of the list of modules whose rules the Rules reference shows */
  GtkWidget *heading = gtk_label_new (_("Modules Shown"));

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  self->note = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->note), 0);
  gtk_label_set_wrap (GTK_LABEL (self->note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->note), 28);
  gtk_widget_add_css_class (self->note, "caption");
  gtk_widget_add_css_class (self->note, "dim-label");
  gtk_box_append (GTK_BOX (box), self->note);

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);
      GtkWidget *check = gtk_check_button_new_with_label (tsr_translate (module->title));

      g_object_set_data_full (G_OBJECT (check), "module", g_strdup (module->id), g_free);
      g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), self);
      gtk_box_append (GTK_BOX (box), check);
      g_ptr_array_add (self->checks, check);
    }

  /* Translators: shows the rules of the modules of the open scenario only */
  self->only_button = tsr_a11y_button_new_with_mnemonic (_("_Only In Play"));
  /* Translators: shows the rules of every module */
  self->all_button = tsr_a11y_button_new_with_mnemonic (_("Show _All"));
  g_signal_connect_swapped (self->only_button, "clicked", G_CALLBACK (on_only_clicked), self);
  g_signal_connect_swapped (self->all_button, "clicked", G_CALLBACK (on_all_clicked), self);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  gtk_widget_add_css_class (buttons, "linked");
  gtk_widget_set_margin_top (buttons, 6);
  gtk_box_append (GTK_BOX (buttons), self->only_button);
  gtk_box_append (GTK_BOX (buttons), self->all_button);
  gtk_box_append (GTK_BOX (box), buttons);

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  return popover;
}

static void
tsr_module_filter_dispose (GObject *object)
{
  TsrModuleFilter *self = TSR_MODULE_FILTER (object);

  /* The checks and buttons go with the popover of the button. */
  g_ptr_array_set_size (self->checks, 0);
  self->note = self->only_button = self->all_button = NULL;
  g_clear_pointer (&self->button, gtk_widget_unparent);

  G_OBJECT_CLASS (tsr_module_filter_parent_class)->dispose (object);
}

static void
tsr_module_filter_finalize (GObject *object)
{
  TsrModuleFilter *self = TSR_MODULE_FILTER (object);

  g_ptr_array_unref (self->checks);
  g_hash_table_unref (self->extra);
  g_strfreev (self->in_play);

  G_OBJECT_CLASS (tsr_module_filter_parent_class)->finalize (object);
}

static void
tsr_module_filter_class_init (TsrModuleFilterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsr_module_filter_dispose;
  object_class->finalize = tsr_module_filter_finalize;

  /**
   * TsrModuleFilter::changed:
   *
   * Which modules are shown changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsr_module_filter_init (TsrModuleFilter *self)
{
  self->checks = g_ptr_array_new ();
  self->extra = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  self->button = gtk_menu_button_new ();
  gtk_menu_button_set_always_show_arrow (GTK_MENU_BUTTON (self->button), TRUE);
  tsr_tooltip_set (self->button, _("Choose Which Modules to Show"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->button), popover_new (self));
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  update (self);
}
