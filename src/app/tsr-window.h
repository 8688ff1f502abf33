/* tsr-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-application.h"

G_BEGIN_DECLS

#define TSR_TYPE_WINDOW (tsr_window_get_type ())

G_DECLARE_FINAL_TYPE (TsrWindow, tsr_window, TSR, WINDOW, AdwApplicationWindow)

TsrWindow *tsr_window_new (TsrApplication *application);

G_END_DECLS
