package schema

import (
	"sync"

	"myaccount/internal/i18n"
)

// Localize returns d with every text that has a key written in lang: labels,
// field messages and option labels. Texts without a key stay as they are.
// The copy is rebuilt, so each language has its own sVersion and an app that
// switched language is sent the new texts.
func Localize(d Descriptor, lang i18n.Lang) Descriptor {
	out := d
	out.Props = make([]Prop, len(d.Props))
	for i, p := range d.Props {
		if p.LabelKey != "" {
			p.Label = lang.T(p.LabelKey)
		}
		if p.ErrorKey != "" {
			p.ErrorMessage = lang.T(p.ErrorKey)
		}
		if len(p.DropdownOptions) > 0 {
			opts := make([]Option, len(p.DropdownOptions))
			for j, o := range p.DropdownOptions {
				if o.LabelKey != "" {
					o.Label = lang.T(o.LabelKey)
				}
				opts[j] = o
			}
			p.DropdownOptions = opts
		}
		out.Props[i] = p
	}
	return MustBuild(out)
}

// perLanguage builds a resource's descriptor once per language from its
// definition (whose texts are keys; define may use the language for texts
// that are not, such as amounts). Each call returns its own copy of the
// props slice, so a caller cannot change the shared descriptor by accident.
// A language without a catalog gets English.
func perLanguage(define func(i18n.Lang) Descriptor) func(i18n.Lang) Descriptor {
	all := sync.OnceValue(func() map[i18n.Lang]Descriptor {
		m := make(map[i18n.Lang]Descriptor, len(i18n.Languages))
		for _, l := range i18n.Languages {
			m[l] = Localize(define(l), l)
		}
		return m
	})
	return func(lang i18n.Lang) Descriptor {
		d, ok := all()[lang]
		if !ok {
			d = all()[i18n.English]
		}
		d.Props = append([]Prop(nil), d.Props...)
		return d
	}
}
