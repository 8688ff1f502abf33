/* tsr-rulebook.h: the rule text (the files in data/rules)
 *
 * One file per module (the base game, each supporting piece, each
 * expansion) gives the module's title, every rule's title, text and the
 * explanation sentence its steps use, every variant with its values and
 * default, and the sentence for every rejection code.  Explanations name
 * the values they show with placeholders such as {player} and {points}.
 * A module's file also tells where its rules meet those of a module
 * before it in hook order (an interaction).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TSR_RULEBOOK_ERROR (tsr_rulebook_error_quark ())

typedef enum
{
  TSR_RULEBOOK_ERROR_INVALID,
} TsrRulebookError;

/* The values a step can show in its explanation. */
typedef enum
{
  TSR_PH_PLAYER     = 1 << 0,   /* the acting or scoring player */
  TSR_PH_OTHER      = 1 << 1,   /* a second player */
  TSR_PH_TILE       = 1 << 2,   /* a tile type */
  TSR_PH_POSITION   = 1 << 3,   /* a tile position, "(2, −1)" */
  TSR_PH_PLACE      = 1 << 4,   /* where on a tile: "on the north side of the tile at (2, −1)" */
  TSR_PH_ROTATION   = 1 << 5,   /* degrees */
  TSR_PH_FEATURE    = 1 << 6,   /* city, road, field…: picks the sentence */
  TSR_PH_FIGURE     = 1 << 7,   /* meeple, abbot…: picks the sentence */
  TSR_PH_POINTS     = 1 << 8,
  TSR_PH_EXPRESSION = 1 << 9,   /* "3 tiles × 2 = 6" */
  TSR_PH_COUNT      = 1 << 10,
  TSR_PH_TARGET     = 1 << 11,  /* a second position */
} TsrPlaceholder;

#define TSR_N_PLACEHOLDERS 12

/* The sentence of a rule's steps for one kind of feature or figure (or
 * both): a sentence names the thing itself, so that languages that
 * decline nouns decline it with the sentence. */
typedef struct
{
  char *feature;        /* a feature kind's name, or NULL for any */
  char *figure;         /* a figure kind's name, or NULL for any */
  char *text;
} TsrExplanationCase;

typedef struct
{
  char      *id;
  char      *module;
  char      *title;
  GStrv      text;          /* paragraphs */
  char      *explanation;   /* the sentence when no case fits */
  GPtrArray *cases;         /* TsrExplanationCase */
  guint      placeholders;  /* TsrPlaceholder used or told apart by the explanations */
} TsrRule;

typedef struct
{
  char  *id;
  GStrv  text;
} TsrVariantValue;

typedef struct
{
  char      *id;
  char      *module;
  char      *title;
  GStrv      text;
  char      *default_value;
  gboolean   integer;        /* values are positive integers */
  GPtrArray *values;         /* TsrVariantValue, when not integer */
} TsrVariant;

/* Words of the window's: what a pending choice waits for (a prompt), or
 * what a button giving an answer says (a label).  @name is the choice's
 * or the action's; @which tells apart the module's cases of it (NULL for
 * the one without). */
typedef struct
{
  char  *name;
  char  *which;
  char  *text;
  guint  placeholders;
} TsrPhrase;

/* Where the rules of two modules meet, told in the rule text of the
 * later of the two in hook order, with a shipped example showing it. */
typedef struct
{
  char  *module;             /* the module whose rule text tells it */
  char  *with;               /* the other module */
  char  *title;
  GStrv  text;
  GStrv  rules;              /* ids of the rules and variants that meet */
  char  *scenario;           /* a shipped example: scenarios/NAME.tessera */
} TsrInteraction;

typedef struct
{
  char      *id;
  char      *kind;           /* "game", "piece" or "fan" */
  char      *title;
  GStrv      text;
  GStrv      requires;
  GStrv      authors;        /* a fan expansion's, as its rules name them */
  GPtrArray *rules;          /* TsrRule */
  GPtrArray *variants;       /* TsrVariant */
  GPtrArray *prompts;        /* TsrPhrase, by choice */
  GPtrArray *labels;         /* TsrPhrase, by action */
  GPtrArray *interactions;   /* TsrInteraction */
} TsrModuleText;

typedef struct _TsrRulebook TsrRulebook;

GQuark               tsr_rulebook_error_quark      (void);

TsrRulebook         *tsr_rulebook_new              (void);
void                 tsr_rulebook_free             (TsrRulebook       *rulebook);
gboolean             tsr_rulebook_load             (TsrRulebook       *rulebook,
                                                    const char        *data,
                                                    gsize              length,
                                                    const char        *name,
                                                    GError           **error);
TsrRulebook         *tsr_rulebook_get_default      (void);

GPtrArray           *tsr_rulebook_get_modules      (const TsrRulebook *rulebook);
const TsrModuleText *tsr_rulebook_lookup_module    (const TsrRulebook *rulebook,
                                                    const char        *id);
const TsrRule       *tsr_rulebook_lookup_rule      (const TsrRulebook *rulebook,
                                                    const char        *id);
const TsrVariant    *tsr_rulebook_lookup_variant   (const TsrRulebook *rulebook,
                                                    const char        *id);
const char          *tsr_rulebook_lookup_rejection (const TsrRulebook *rulebook,
                                                    const char        *code);
const TsrPhrase     *tsr_module_text_lookup_phrase (GPtrArray         *phrases,
                                                    const char        *name,
                                                    const char        *which);
GPtrArray           *tsr_rulebook_get_rejections   (const TsrRulebook *rulebook);

gboolean             tsr_variant_accepts           (const TsrVariant  *variant,
                                                    const char        *value);

char                *tsr_interaction_dup_resource  (const TsrInteraction *interaction);

const char          *tsr_rule_pick_explanation     (const TsrRule     *rule,
                                                    const char        *feature,
                                                    const char        *figure);

const char          *tsr_placeholder_name          (TsrPlaceholder     placeholder);
const char          *tsr_placeholder_next          (const char        *text,
                                                    gsize             *length);
guint                tsr_placeholders_in           (const char        *text,
                                                    GString           *unknown);
char                *tsr_text_collapse             (const char        *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrRulebook, tsr_rulebook_free)

G_END_DECLS
