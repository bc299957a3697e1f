package bulkimport

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"myaccount/internal/provisioning"
	"myaccount/internal/store/storetest"
)

// BenchmarkImport imports b.N subscribers (CSV, each with internet and a
// login) into a store that has the catalog; docs/benchmarks.md has the
// 50,000-subscriber figures of `myaccount import` itself
// (scripts/import-bench.sh).
func BenchmarkImport(b *testing.B) {
	for _, e := range storetest.Engines() {
		b.Run(e.Name, func(b *testing.B) {
			st := e.Open(b)
			svc := provisioning.New(st, provisioning.Options{})
			ctx := context.Background()
			if _, err := Run(ctx, svc, strings.NewReader(catalog), Options{Actor: "bench"}); err != nil {
				b.Fatal(err)
			}
			var csv strings.Builder
			csv.WriteString("account_id,name,address,city,postalcode,regionid,phones,emails,language,package,login\n")
			for i := range b.N {
				fmt.Fprintf(&csv, "%d,Subscriber %d,%d Prairie Rd,Calgary,T2P 1J9,1,Home: 403-555-%04d,s%d@example.test,en,FIB-300,s%d@example.test\n",
					100000+i, i, i, i%10000, i, i)
			}
			workers := 8
			if e.Name == "sqlite" {
				workers = 2
			}
			b.ResetTimer()
			var report strings.Builder
			sum, err := Run(ctx, svc, strings.NewReader(csv.String()), Options{Actor: "bench", Workers: workers, Report: &report})
			if err != nil || sum.Refused > 0 {
				b.Fatalf("%+v %v\n%.2000s", sum, err, report.String())
			}
		})
	}
}
