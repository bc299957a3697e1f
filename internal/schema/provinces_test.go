package schema

import (
	"testing"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// The province select speaks the caller's language (issue 28): Québec,
// Colombie-Britannique in French; a region without a catalog name keeps
// the codebook's.
//
// covers: PHONE-025
func TestProvinceOptionsAreTranslated(t *testing.T) {
	provinces := []portal.Province{{Code: "BC", Name: "British Columbia"}, {Code: "QC", Name: "Quebec"}, {Code: "MT", Name: "Montana"}}
	for _, c := range []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.French, []string{"Colombie-Britannique", "Québec", "Montana"}},
		{i18n.English, []string{"British Columbia", "Quebec", "Montana"}},
	} {
		d := EmergencyProfile(c.lang, ProvinceOptions(provinces))
		var got []string
		for _, p := range d.Props {
			if p.Name == "province" {
				for _, o := range p.DropdownOptions {
					got = append(got, o.Label)
				}
			}
		}
		if len(got) != len(c.want) {
			t.Fatalf("%v: %v", c.lang, got)
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%v: option %d = %q, want %q", c.lang, i, got[i], c.want[i])
			}
		}
	}
}
