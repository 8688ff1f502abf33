/* tsr-rule-error.h: why an action is rejected
 *
 * An action the rules do not allow leaves the game exactly as it was and
 * fails with a code.  Each code has a name (used by scenario files:
 * <rejected code="edge-mismatch"/>) and a sentence in the rule text.  The
 * engine's codes come first; modules declare their own (TsrRejectionDecl).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TSR_RULE_ERROR (tsr_rule_error_quark ())

typedef gint TsrRuleError;

/* The engine's own, declared by the base game in this order. */
enum
{
  TSR_RULE_ERROR_NOT_ADJACENT,
  TSR_RULE_ERROR_POSITION_TAKEN,
  TSR_RULE_ERROR_EDGE_MISMATCH,
  TSR_RULE_ERROR_FEATURE_OCCUPIED,
  TSR_RULE_ERROR_FEATURE_COMPLETE,
  TSR_RULE_ERROR_NO_FIGURE_LEFT,
  TSR_RULE_ERROR_NOT_YOUR_CHOICE,
  TSR_RULE_ERROR_NOT_ALLOWED_NOW,
  TSR_RULE_ERROR_NOT_PLACED_TILE,
  TSR_RULE_ERROR_NO_SEGMENT,
  TSR_RULE_ERROR_WRONG_FEATURE,
  TSR_RULE_ERROR_MODULE_OFF,
  TSR_RULE_ERROR_SAME_FEATURE,
  TSR_RULE_ERROR_NO_TILE_LEFT,
  TSR_RULE_ERROR_NOT_IN_HISTORY,
};

#define TSR_MAX_RULE_ERRORS 64

typedef struct
{
  const char   *name;   /* <rejected code="…"> */
  TsrRuleError *id;     /* set when registered, or NULL */
} TsrRejectionDecl;

GQuark      tsr_rule_error_quark       (void);
guint       tsr_rule_error_count       (void);
const char *tsr_rule_error_to_string   (TsrRuleError  code);
gboolean    tsr_rule_error_from_string (const char   *text,
                                        TsrRuleError *code);
void        tsr_rule_error_set         (GError      **error,
                                        TsrRuleError  code);

/* For the module registry. */
void        tsr_rule_error_register    (const TsrRejectionDecl *decl,
                                        guint                   module);

G_END_DECLS
