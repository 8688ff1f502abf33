/* tsr-test-kinds.h: the modules' pieces by name, for tests
 *
 * A module's figure kinds, actions, choices and tokens get their numbers
 * when it is registered; tests name them as scenario files do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-core.h"

G_BEGIN_DECLS

static inline TsrFigureKind
test_figure_kind (const char *name)
{
  TsrFigureKind kind = TSR_FIGURE_NONE;

  g_assert_true (tsr_figure_kind_from_string (name, &kind));
  return kind;
}

static inline TsrActionKind
test_action_kind (const char *name)
{
  TsrActionKind kind = 0;

  g_assert_true (tsr_action_kind_from_string (name, &kind));
  return kind;
}

static inline TsrChoiceKind
test_choice_kind (const char *name)
{
  TsrChoiceKind kind = 0;

  g_assert_true (tsr_choice_kind_from_string (name, &kind));
  return kind;
}

static inline TsrTokenKind
test_token_kind (const char *name)
{
  TsrTokenKind kind = 0;

  g_assert_true (tsr_token_kind_from_string (name, &kind));
  return kind;
}

G_END_DECLS
