/* tsr-core.h: the public interface of the Tessera rules core
 *
 * The core depends on GLib, GIO, libxml2, json-glib and libgettextpo
 * only.  The window, tessera-cli and the tests include this header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-action.h"
#include "tsr-board.h"
#include "tsr-catalogue.h"
#include "tsr-compare.h"
#include "tsr-choice.h"
#include "tsr-data.h"
#include "tsr-describe.h"
#include "tsr-explain.h"
#include "tsr-feature-property.h"
#include "tsr-features.h"
#include "tsr-figure.h"
#include "tsr-file.h"
#include "tsr-game.h"
#include "tsr-geometry.h"
#include "tsr-i18n.h"
#include "tsr-jcz.h"
#include "tsr-module.h"
#include "tsr-po.h"
#include "tsr-names.h"
#include "tsr-player.h"
#include "tsr-position-check.h"
#include "tsr-random-player.h"
#include "tsr-rule-error.h"
#include "tsr-rulebook.h"
#include "tsr-scenario.h"
#include "tsr-score.h"
#include "tsr-percentile.h"
#include "tsr-position-text.h"
#include "tsr-soak.h"
#include "tsr-step.h"
#include "tsr-step-subject.h"
#include "tsr-tile.h"
#include "tsr-token.h"
#include "tsr-truth.h"
#include "tsr-version.h"
#include "tsr-xml.h"

G_BEGIN_DECLS

void tsr_core_init (void);

G_END_DECLS
