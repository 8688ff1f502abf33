/* tsr-words-window.h: the game in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-window.h"

G_BEGIN_DECLS

#define TSR_TYPE_WORDS_WINDOW (tsr_words_window_get_type ())

G_DECLARE_FINAL_TYPE (TsrWordsWindow, tsr_words_window, TSR, WORDS_WINDOW, AdwWindow)

GtkWidget *tsr_words_window_new    (TsrWindow  *window);
void       tsr_words_window_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter);

G_END_DECLS
