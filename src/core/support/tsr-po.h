/* tsr-po.h: a translation file read as it is, for the translator preview
 *
 * A translator checks a `.po` file in the window without compiling or
 * installing it.  gettext's own reader reads it, and what msgfmt --check
 * refuses is refused; only what the preview needs is kept: contexts,
 * original texts, the first translation of each, and whether it is fuzzy.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TSR_PO_ERROR (tsr_po_error_quark ())
GQuark tsr_po_error_quark (void);

typedef enum
{
  TSR_PO_ERROR_SYNTAX,
} TsrPoError;

typedef enum
{
  TSR_PO_MISSING,       /* the file does not have the text at all */
  TSR_PO_UNTRANSLATED,  /* it has it with an empty translation */
  TSR_PO_FUZZY,         /* translated, marked as needing review */
  TSR_PO_TRANSLATED,
} TsrPoState;

typedef struct _TsrPoCatalogue TsrPoCatalogue;

TsrPoCatalogue *tsr_po_catalogue_load_data (const char      *data,
                                            gssize           length,
                                            const char      *name,
                                            GError         **error);
TsrPoCatalogue *tsr_po_catalogue_load_file (const char      *path,
                                            GError         **error);
TsrPoCatalogue *tsr_po_catalogue_ref       (TsrPoCatalogue  *catalogue);
void            tsr_po_catalogue_unref     (TsrPoCatalogue  *catalogue);
const char     *tsr_po_catalogue_get_name  (TsrPoCatalogue  *catalogue);
guint           tsr_po_catalogue_get_size  (TsrPoCatalogue  *catalogue);
TsrPoState      tsr_po_catalogue_lookup    (TsrPoCatalogue  *catalogue,
                                            const char      *context,
                                            const char      *msgid,
                                            const char     **translation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrPoCatalogue, tsr_po_catalogue_unref)

G_END_DECLS
