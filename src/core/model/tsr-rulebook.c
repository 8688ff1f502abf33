/* tsr-rulebook.c
 *
 * The rule files are validated against data/schema/rules.rng.  Text is
 * kept with its whitespace collapsed, exactly as xgettext extracts it, so
 * that the same string is the key of its translation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-data.h"
#include "tsr-i18n.h"
#include "tsr-module.h"
#include "tsr-rulebook.h"
#include "tsr-schema.h"

G_DEFINE_QUARK (tsr-rulebook-error-quark, tsr_rulebook_error)

struct _TsrRulebook
{
  GPtrArray  *modules;     /* TsrModuleText */
  GHashTable *rules;       /* id → TsrRule */
  GHashTable *variants;    /* id → TsrVariant */
  GHashTable *rejections;  /* code → message */
  GPtrArray  *codes;       /* rejection codes, file order */
};

static const char *placeholder_names[TSR_N_PLACEHOLDERS] = {
  "player", "other", "tile", "position", "place", "rotation",
  "feature", "figure", "points", "expression", "count", "target",
};

const char *
tsr_placeholder_name (TsrPlaceholder placeholder)
{
  for (guint i = 0; i < TSR_N_PLACEHOLDERS; i++)
    if (placeholder == (1u << i))
      return placeholder_names[i];

  g_return_val_if_reached (NULL);
}

/**
 * tsr_placeholder_next:
 * @text: where to look from
 * @length: (out): the length of the placeholder, braces included
 *
 * A placeholder is a name in braces without a brace in it; a '{' that
 * another '{' follows before any '}' is only a brace.  Each character is
 * looked at once, so a caller resuming after the placeholder found reads
 * a text in linear time, whatever run of braces a translation holds.
 *
 * Returns: (nullable): the '{' of the first placeholder in @text, or NULL
 */
const char *
tsr_placeholder_next (const char *text,
                      gsize      *length)
{
  for (const char *open = strchr (text, '{'), *end; open != NULL; open = end)
    {
      end = strpbrk (open + 1, "{}");
      if (end == NULL)
        break;
      if (*end == '}')
        {
          *length = end - open + 1;
          return open;
        }
    }

  return NULL;
}

/**
 * tsr_placeholders_in:
 * @unknown: (nullable): receives the names in braces that are not
 *   placeholders, separated by spaces
 *
 * Returns: the placeholders @text uses, as a TsrPlaceholder mask
 */
guint
tsr_placeholders_in (const char *text,
                     GString    *unknown)
{
  guint found = 0;
  gsize length;

  for (const char *open = tsr_placeholder_next (text, &length); open != NULL;
       open = tsr_placeholder_next (open + length, &length))
    {
      gboolean known = FALSE;

      for (guint i = 0; i < TSR_N_PLACEHOLDERS; i++)
        if (length - 2 == strlen (placeholder_names[i]) && strncmp (open + 1, placeholder_names[i], length - 2) == 0)
          {
            found |= 1u << i;
            known = TRUE;
          }

      if (!known && unknown != NULL)
        {
          if (unknown->len > 0)
            g_string_append_c (unknown, ' ');
          g_string_append_len (unknown, open, length);
        }
    }

  return found;
}

/**
 * tsr_text_collapse:
 *
 * Returns: (transfer full): @text with every run of white space turned
 *   into one space and none at either end, as xgettext extracts it
 */
char *
tsr_text_collapse (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}

static void
rule_free (TsrRule *rule)
{
  g_free (rule->id);
  g_free (rule->module);
  g_free (rule->title);
  g_strfreev (rule->text);
  g_free (rule->explanation);
  g_clear_pointer (&rule->cases, g_ptr_array_unref);
  g_free (rule);
}

static void
explanation_case_free (TsrExplanationCase *one)
{
  g_free (one->feature);
  g_free (one->figure);
  g_free (one->text);
  g_free (one);
}

static void
variant_value_free (TsrVariantValue *value)
{
  g_free (value->id);
  g_strfreev (value->text);
  g_free (value);
}

static void
variant_free (TsrVariant *variant)
{
  g_free (variant->id);
  g_free (variant->module);
  g_free (variant->title);
  g_strfreev (variant->text);
  g_free (variant->default_value);
  g_clear_pointer (&variant->values, g_ptr_array_unref);
  g_free (variant);
}

static void
interaction_free (TsrInteraction *interaction)
{
  g_free (interaction->module);
  g_free (interaction->with);
  g_free (interaction->title);
  g_strfreev (interaction->text);
  g_strfreev (interaction->rules);
  g_free (interaction->scenario);
  g_free (interaction);
}

static void
module_text_free (TsrModuleText *module)
{
  g_free (module->id);
  g_free (module->kind);
  g_free (module->title);
  g_strfreev (module->text);
  g_strfreev (module->requires);
  g_strfreev (module->authors);
  g_ptr_array_unref (module->rules);
  g_ptr_array_unref (module->variants);
  g_ptr_array_unref (module->prompts);
  g_ptr_array_unref (module->labels);
  g_ptr_array_unref (module->interactions);
  g_free (module);
}

static void
phrase_free (TsrPhrase *phrase)
{
  g_free (phrase->name);
  g_free (phrase->which);
  g_free (phrase->text);
  g_free (phrase);
}

TsrRulebook *
tsr_rulebook_new (void)
{
  TsrRulebook *rulebook = g_new0 (TsrRulebook, 1);

  rulebook->modules = g_ptr_array_new_with_free_func ((GDestroyNotify) module_text_free);
  rulebook->rules = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) rule_free);
  rulebook->variants = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) variant_free);
  rulebook->rejections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  rulebook->codes = g_ptr_array_new ();
  return rulebook;
}

void
tsr_rulebook_free (TsrRulebook *rulebook)
{
  if (rulebook == NULL)
    return;

  g_ptr_array_unref (rulebook->modules);
  g_hash_table_unref (rulebook->rules);
  g_hash_table_unref (rulebook->variants);
  g_ptr_array_unref (rulebook->codes);
  g_hash_table_unref (rulebook->rejections);
  g_free (rulebook);
}

/* Reading one rule file. */
typedef struct
{
  const char  *name;
  GString     *problems;
  TsrRulebook *rulebook;
} Reader;

#define problem(reader, node, ...) \
  tsr_xml_problem ((reader)->problems, (reader)->name, (node), __VA_ARGS__)

#define get_attr tsr_xml_get_attr

static xmlNode *
child_element (xmlNode    *node,
               const char *name)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && strcmp ((const char *) child->name, name) == 0)
      return child;

  return NULL;
}

static char *
collapsed_content (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = tsr_text_collapse ((const char *) content);

  xmlFree (content);
  return text;
}

static char *
child_text (xmlNode    *node,
            const char *name)
{
  xmlNode *child = child_element (node, name);

  return child != NULL ? collapsed_content (child) : NULL;
}

/* The texts of @node's child elements called @name (all of them when
 * @name is %NULL). */
static GStrv
children_texts (xmlNode    *node,
                const char *name)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (node != NULL)
    for (xmlNode *child = node->children; child != NULL; child = child->next)
      if (child->type == XML_ELEMENT_NODE && (name == NULL || strcmp ((const char *) child->name, name) == 0))
        {
          g_autofree char *text = collapsed_content (child);

          g_strv_builder_add (builder, text);
        }

  return g_strv_builder_end (builder);
}

/* The paragraphs of a <text> child. */
static GStrv
child_paragraphs (xmlNode *node)
{
  return children_texts (child_element (node, "text"), NULL);
}

/* The placeholders of @text, with a problem for an unknown one and for
 * a noun pasted into the sentence. */
static guint
read_placeholders (Reader     *reader,
                   xmlNode    *node,
                   const char *name,
                   const char *text)
{
  g_autoptr(GString) unknown = g_string_new (NULL);
  guint found = tsr_placeholders_in (text, unknown);

  if (unknown->len > 0)
    problem (reader, node, "%s: the text uses %s, which nothing fills", name, unknown->str);
  if (found & (TSR_PH_FEATURE | TSR_PH_FIGURE))
    problem (reader, node, "%s: {feature} and {figure} would paste a noun into the sentence; "
             "give one sentence per kind instead (<explanation feature=\"city\">, a prompt's case)", name);

  return found;
}

static gboolean
has_case (const TsrRule            *rule,
          const TsrExplanationCase *one)
{
  for (guint i = 0; i < rule->cases->len; i++)
    {
      const TsrExplanationCase *other = g_ptr_array_index (rule->cases, i);

      if (g_strcmp0 (other->feature, one->feature) == 0 && g_strcmp0 (other->figure, one->figure) == 0)
        return TRUE;
    }

  return FALSE;
}

/* <explanation feature? figure?>: the sentence without either is the one
 * used when no case fits, and there must be one. */
static void
read_explanations (Reader  *reader,
                   xmlNode *node,
                   TsrRule *rule)
{
  rule->cases = g_ptr_array_new_with_free_func ((GDestroyNotify) explanation_case_free);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      TsrExplanationCase *one;
      TsrFigureKind kind;

      if (child->type != XML_ELEMENT_NODE || strcmp ((const char *) child->name, "explanation") != 0)
        continue;

      one = g_new0 (TsrExplanationCase, 1);
      one->feature = get_attr (child, "feature");
      one->figure = get_attr (child, "figure");
      if (one->figure != NULL && !tsr_figure_kind_from_string (one->figure, &kind))
        problem (reader, child, "%s: no module declares a figure called “%s”", rule->id, one->figure);
      one->text = collapsed_content (child);
      rule->placeholders |= read_placeholders (reader, child, rule->id, one->text);
      rule->placeholders |= (one->feature != NULL ? TSR_PH_FEATURE : 0) | (one->figure != NULL ? TSR_PH_FIGURE : 0);

      if (one->feature == NULL && one->figure == NULL ? rule->explanation != NULL : has_case (rule, one))
        problem (reader, child, "%s: two explanations for the same case", rule->id);

      if (one->feature == NULL && one->figure == NULL && rule->explanation == NULL)
        {
          rule->explanation = g_steal_pointer (&one->text);
          explanation_case_free (one);
        }
      else
        g_ptr_array_add (rule->cases, one);
    }

  if (rule->explanation == NULL)
    {
      problem (reader, node, "%s: no explanation for any feature and figure (one without feature= and figure=)", rule->id);
      rule->explanation = g_strdup ("");
    }
}

/**
 * tsr_rule_pick_explanation:
 * @feature: (nullable): the name of the feature kind the step is about
 * @figure: (nullable): the name of the figure kind the step is about
 *
 * The case naming both, else the one naming the figure, else the one
 * naming the feature.
 *
 * Returns: (nullable): the untranslated sentence of the case that fits
 *   best, or %NULL when none does (the rule's plain explanation applies)
 */
const char *
tsr_rule_pick_explanation (const TsrRule *rule,
                           const char    *feature,
                           const char    *figure)
{
  const TsrExplanationCase *best = NULL;
  guint best_score = 0;

  for (guint i = 0; rule->cases != NULL && i < rule->cases->len; i++)
    {
      const TsrExplanationCase *one = g_ptr_array_index (rule->cases, i);
      guint score;

      if ((one->feature != NULL && g_strcmp0 (one->feature, feature) != 0) ||
          (one->figure != NULL && g_strcmp0 (one->figure, figure) != 0))
        continue;

      score = (one->figure != NULL ? 2 : 0) + (one->feature != NULL ? 1 : 0);
      if (score > best_score)
        {
          best = one;
          best_score = score;
        }
    }

  return best != NULL ? best->text : NULL;
}

static void
read_rule (Reader        *reader,
           xmlNode       *node,
           TsrModuleText *module)
{
  TsrRule *rule = g_new0 (TsrRule, 1);

  rule->id = get_attr (node, "id");
  rule->module = g_strdup (module->id);
  rule->title = child_text (node, "title");
  rule->text = child_paragraphs (node);
  read_explanations (reader, node, rule);

  if (!g_str_has_prefix (rule->id, module->id) || rule->id[strlen (module->id)] != '.')
    problem (reader, node, "the rule id “%s” must start with “%s.”", rule->id, module->id);
  if (g_hash_table_contains (reader->rulebook->rules, rule->id))
    {
      problem (reader, node, "the rule “%s” is described twice", rule->id);
      rule_free (rule);
      return;
    }

  g_hash_table_insert (reader->rulebook->rules, rule->id, rule);
  g_ptr_array_add (module->rules, rule);
}

static void
read_variant (Reader        *reader,
              xmlNode       *node,
              TsrModuleText *module)
{
  TsrVariant *variant = g_new0 (TsrVariant, 1);
  g_autofree char *type = get_attr (node, "type");

  variant->id = get_attr (node, "id");
  variant->module = g_strdup (module->id);
  variant->title = child_text (node, "title");
  variant->text = child_paragraphs (node);
  variant->default_value = get_attr (node, "default");
  variant->integer = g_strcmp0 (type, "integer") == 0;
  variant->values = g_ptr_array_new_with_free_func ((GDestroyNotify) variant_value_free);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && strcmp ((const char *) child->name, "value") == 0)
      {
        TsrVariantValue *value = g_new0 (TsrVariantValue, 1);

        value->id = get_attr (child, "id");
        value->text = child_paragraphs (child);
        g_ptr_array_add (variant->values, value);
      }

  if (!g_str_has_prefix (variant->id, module->id) || variant->id[strlen (module->id)] != '.')
    problem (reader, node, "the variant id “%s” must start with “%s.”", variant->id, module->id);
  if (variant->integer && variant->values->len > 0)
    problem (reader, node, "%s: an integer variant lists no values", variant->id);
  if (!variant->integer && variant->values->len < 2)
    problem (reader, node, "%s: a variant offers at least two values", variant->id);
  if (!tsr_variant_accepts (variant, variant->default_value))
    problem (reader, node, "%s: the default “%s” is not one of its values",
             variant->id, variant->default_value);

  if (g_hash_table_contains (reader->rulebook->variants, variant->id))
    {
      problem (reader, node, "the variant “%s” is described twice", variant->id);
      variant_free (variant);
      return;
    }

  g_hash_table_insert (reader->rulebook->variants, variant->id, variant);
  g_ptr_array_add (module->variants, variant);
}

/* <prompt choice case?> and <label action case?>: the text is the
 * element's own. */
static void
read_phrase (Reader     *reader,
             xmlNode    *node,
             const char *key,
             GPtrArray  *phrases)
{
  TsrPhrase *phrase = g_new0 (TsrPhrase, 1);
  xmlChar *text = xmlNodeGetContent (node);

  phrase->name = get_attr (node, key);
  phrase->which = get_attr (node, "case");
  phrase->text = tsr_text_collapse ((const char *) text);
  phrase->placeholders = read_placeholders (reader, node, phrase->name, phrase->text);
  xmlFree (text);

  if (tsr_module_text_lookup_phrase (phrases, phrase->name, phrase->which) != NULL)
    problem (reader, node, "%s %s is described twice", phrase->name, phrase->which != NULL ? phrase->which : "");
  g_ptr_array_add (phrases, phrase);
}

/* Returns: (nullable): the phrase for @name and @which, exactly */
const TsrPhrase *
tsr_module_text_lookup_phrase (GPtrArray  *phrases,
                               const char *name,
                               const char *which)
{
  for (guint i = 0; i < phrases->len; i++)
    {
      const TsrPhrase *phrase = g_ptr_array_index (phrases, i);

      if (g_strcmp0 (phrase->name, name) == 0 && g_strcmp0 (phrase->which, which) == 0)
        return phrase;
    }

  return NULL;
}

static void
read_rejection (Reader  *reader,
                xmlNode *node)
{
  char *code = get_attr (node, "code");
  char *message = child_text (node, "message");

  if (g_hash_table_contains (reader->rulebook->rejections, code))
    {
      problem (reader, node, "the rejection “%s” is described twice", code);
      g_free (code);
      g_free (message);
      return;
    }

  g_ptr_array_add (reader->rulebook->codes, code);
  g_hash_table_insert (reader->rulebook->rejections, code, message);
}

/* <interaction with rules scenario>: whether the modules, rules and
 * example it names exist is only known once every file is read
 * (tests/core/test-rules.c checks it). */
static void
read_interaction (Reader        *reader,
                  xmlNode       *node,
                  TsrModuleText *module)
{
  TsrInteraction *interaction = g_new0 (TsrInteraction, 1);
  g_autofree char *rules = get_attr (node, "rules");
  /* A list may run over lines: split on any run of white space. */
  g_autofree char *collapsed = tsr_text_collapse (rules);

  interaction->module = g_strdup (module->id);
  interaction->with = get_attr (node, "with");
  interaction->title = child_text (node, "title");
  interaction->text = child_paragraphs (node);
  interaction->rules = g_strsplit (collapsed, " ", -1);
  interaction->scenario = get_attr (node, "scenario");

  if (g_strcmp0 (interaction->with, module->id) == 0)
    problem (reader, node, "“%s” interacts with another module, not with itself", module->id);
  g_ptr_array_add (module->interactions, interaction);
}

/**
 * tsr_rulebook_load:
 *
 * Adds one module's rule file.  On error @error lists every problem found,
 * one "NAME:LINE: message" per line, and the rulebook may hold part of the
 * file: callers discard it.
 */
gboolean
tsr_rulebook_load (TsrRulebook  *rulebook,
                   const char   *data,
                   gsize         length,
                   const char   *name,
                   GError      **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  Reader reader = { name, problems, rulebook };
  TsrModuleText *module;
  xmlNode *root, *info;
  g_autofree char *requires = NULL;

  doc = tsr_xml_read (data, length, name, error);
  if (doc == NULL || !tsr_schema_validate (doc, "schema/rules.rng", name, error))
    return FALSE;

  root = xmlDocGetRootElement (doc);
  info = child_element (root, "module");

  module = g_new0 (TsrModuleText, 1);
  module->id = get_attr (root, "module");
  module->kind = get_attr (info, "kind");
  module->title = child_text (info, "title");
  module->text = child_paragraphs (info);
  module->authors = children_texts (info, "author");
  requires = get_attr (info, "requires");
  module->requires = requires != NULL ? g_strsplit (requires, " ", -1) : g_new0 (char *, 1);
  module->rules = g_ptr_array_new ();
  module->variants = g_ptr_array_new ();
  module->prompts = g_ptr_array_new_with_free_func ((GDestroyNotify) phrase_free);
  module->labels = g_ptr_array_new_with_free_func ((GDestroyNotify) phrase_free);
  module->interactions = g_ptr_array_new_with_free_func ((GDestroyNotify) interaction_free);

  if (tsr_rulebook_lookup_module (rulebook, module->id) != NULL)
    problem (&reader, root, "the module “%s” is described twice", module->id);

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp ((const char *) node->name, "rule") == 0)
        read_rule (&reader, node, module);
      else if (strcmp ((const char *) node->name, "variant") == 0)
        read_variant (&reader, node, module);
      else if (strcmp ((const char *) node->name, "rejection") == 0)
        read_rejection (&reader, node);
      else if (strcmp ((const char *) node->name, "prompt") == 0)
        read_phrase (&reader, node, "choice", module->prompts);
      else if (strcmp ((const char *) node->name, "label") == 0)
        read_phrase (&reader, node, "action", module->labels);
      else if (strcmp ((const char *) node->name, "interaction") == 0)
        read_interaction (&reader, node, module);
    }

  g_ptr_array_add (rulebook->modules, module);
  if (problems->len > 0)
    {
      g_set_error_literal (error, TSR_RULEBOOK_ERROR, TSR_RULEBOOK_ERROR_INVALID, problems->str);
      return FALSE;
    }

  return TRUE;
}

static gboolean
load_file (gpointer     target,
           const char  *data,
           gsize        length,
           const char  *name,
           GError     **error)
{
  return tsr_rulebook_load (target, data, length, name, error);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The rule text of every module registered: the base game's first, so
 * that lists start with it, then the others by id. */
static gpointer
load_builtin (gpointer data)
{
  TsrRulebook *rulebook = tsr_rulebook_new ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 1; i < tsr_module_count (); i++)
    g_ptr_array_add (ids, (gpointer) tsr_module_get (i)->id);
  g_ptr_array_sort (ids, compare_ids);
  g_ptr_array_insert (ids, 0, (gpointer) tsr_module_get (TSR_MODULE_BASE)->id);
  g_ptr_array_add (ids, NULL);
  tsr_data_load_each ("rules", (const char * const *) ids->pdata, load_file, rulebook);
  return rulebook;
}

/**
 * tsr_rulebook_get_default:
 *
 * Returns: (transfer none): the rule text of every registered module
 */
TsrRulebook *
tsr_rulebook_get_default (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, load_builtin, NULL);
}

/**
 * tsr_rulebook_get_modules:
 *
 * Returns: (transfer none) (element-type TsrModuleText): the modules, the
 *   base game first
 */
GPtrArray *
tsr_rulebook_get_modules (const TsrRulebook *rulebook)
{
  return rulebook->modules;
}

const TsrModuleText *
tsr_rulebook_lookup_module (const TsrRulebook *rulebook,
                           const char        *id)
{
  for (guint i = 0; i < rulebook->modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (rulebook->modules, i);

      if (strcmp (module->id, id) == 0)
        return module;
    }

  return NULL;
}

const TsrRule *
tsr_rulebook_lookup_rule (const TsrRulebook *rulebook,
                          const char        *id)
{
  return g_hash_table_lookup (rulebook->rules, id);
}

const TsrVariant *
tsr_rulebook_lookup_variant (const TsrRulebook *rulebook,
                             const char        *id)
{
  return g_hash_table_lookup (rulebook->variants, id);
}

/* Returns: the untranslated sentence for a rejection code, or NULL. */
const char *
tsr_rulebook_lookup_rejection (const TsrRulebook *rulebook,
                               const char        *code)
{
  return g_hash_table_lookup (rulebook->rejections, code);
}

/**
 * tsr_rulebook_get_rejections:
 *
 * Returns: (transfer none) (element-type utf8): every rejection code
 */
GPtrArray *
tsr_rulebook_get_rejections (const TsrRulebook *rulebook)
{
  return rulebook->codes;
}

/**
 * tsr_interaction_dup_resource:
 *
 * Returns: (transfer full): the data path of the example showing
 *   @interaction, as tsr_data_lookup() takes it
 */
char *
tsr_interaction_dup_resource (const TsrInteraction *interaction)
{
  return g_strconcat ("scenarios/", interaction->scenario, ".tessera", NULL);
}

gboolean
tsr_variant_accepts (const TsrVariant *variant,
                     const char       *value)
{
  if (value == NULL)
    return FALSE;

  if (variant->integer)
    {
      guint64 number;

      /* The one such variant is a score. */
      return g_ascii_string_to_unsigned (value, 10, 1, TSR_SCORE_MAX, &number, NULL);
    }

  for (guint i = 0; i < variant->values->len; i++)
    if (strcmp (((TsrVariantValue *) g_ptr_array_index (variant->values, i))->id, value) == 0)
      return TRUE;

  return FALSE;
}
