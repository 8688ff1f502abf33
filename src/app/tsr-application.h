/* tsr-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TSR_TYPE_APPLICATION (tsr_application_get_type ())

G_DECLARE_FINAL_TYPE (TsrApplication, tsr_application, TSR, APPLICATION, AdwApplication)

TsrApplication *tsr_application_new (void);

G_END_DECLS
