/* tsr-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-application.h"
#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_WINDOW (tsr_window_get_type ())

G_DECLARE_FINAL_TYPE (TsrWindow, tsr_window, TSR, WINDOW, AdwApplicationWindow)

TsrWindow   *tsr_window_new          (TsrApplication *application);
TsrDocument *tsr_window_get_document (TsrWindow      *self);
gboolean     tsr_window_open_file    (TsrWindow      *self,
                                      GFile          *file,
                                      GError        **error);
void         tsr_window_load_file    (TsrWindow      *self,
                                      GFile          *file);
void         tsr_window_ask_to_open  (TsrWindow      *self,
                                      GFile          *file);
void         tsr_window_ask_to_open_files (TsrWindow  *self,
                                           GFile     **files,
                                           guint       n_files);
gboolean     tsr_window_save_to      (TsrWindow      *self,
                                      GFile          *file,
                                      GError        **error);
void         tsr_window_restore_draft (TsrWindow     *self);
gboolean     tsr_window_has_draft    (void);
void         tsr_window_discard_draft (void);
void         tsr_window_offer_draft   (TsrWindow     *self);

G_END_DECLS
