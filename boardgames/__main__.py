from boardgames.cli import main

raise SystemExit(main())
